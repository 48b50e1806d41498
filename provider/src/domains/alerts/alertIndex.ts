// The alerts a provider watches, indexed per coin by the key at which each next changes (docs/alerts.md
// "Evaluation"): a tick takes only the alerts that fire or are armed again, and never scans the others.
import {
  ALERT_WINDOWS,
  type AlertRepeat,
  type AlertRule,
  type AlertWindow,
  moveRearmBps,
  rearmPrice,
} from '@sikka/shared/alerts/rules';
import { COINS, type Coin } from '@sikka/shared/constants';
import { DueList } from './dueList.ts';

/** One alert the index watches: active, armed or waiting to be armed again. */
export interface WatchedAlert {
  id: number;
  coin: Coin;
  rule: AlertRule;
  repeat: AlertRepeat;
  armed: boolean;
}

/** What a tick changed: the alerts that fired (each now disarmed, or gone if once) and those armed again. */
interface TickOutcome {
  fired: number[];
  rearmed: number[];
}

interface CoinLists {
  aboveArmed: DueList;
  belowArmed: DueList;
  aboveWaiting: DueList;
  belowWaiting: DueList;
  moveArmed: Record<AlertWindow, DueList>;
  moveWaiting: Record<AlertWindow, DueList>;
}

const perWindow = (dueWhen: 'low' | 'high') =>
  Object.fromEntries(ALERT_WINDOWS.map((window) => [window, new DueList(dueWhen)])) as Record<
    AlertWindow,
    DueList
  >;

function coinLists(): CoinLists {
  return {
    // Fires at or over its threshold / at or under it.
    aboveArmed: new DueList('low'),
    belowArmed: new DueList('high'),
    // Armed again strictly under / over its re-arm price: keyed by it, taken at price + 1 / price - 1.
    aboveWaiting: new DueList('high'),
    belowWaiting: new DueList('low'),
    moveArmed: perWindow('low'),
    moveWaiting: perWindow('high'),
  };
}

/** Where an alert sits: its list and its key there. */
interface Place {
  alert: WatchedAlert;
  list: DueList;
  key: bigint;
}

export class AlertIndex {
  readonly #coins = Object.fromEntries(COINS.map((coin) => [coin, coinLists()])) as Record<Coin, CoinLists>;
  readonly #places = new Map<number, Place>();

  get size(): number {
    return this.#places.size;
  }

  /** Watches the alert as given (replacing what was known of it). */
  put(alert: WatchedAlert): void {
    this.drop(alert.id);
    const place = this.#placeOf(alert);
    place.list.add(place.key, alert.id);
    this.#places.set(alert.id, place);
  }

  /** Stops watching the alert (deleted, paused, or fired for good). */
  drop(id: number): void {
    const place = this.#places.get(id);
    if (!place) return;
    place.list.remove(place.key, id);
    this.#places.delete(id);
  }

  /** The alert as the index holds it now. */
  get(id: number): WatchedAlert | undefined {
    return this.#places.get(id)?.alert;
  }

  #placeOf(alert: WatchedAlert): Place {
    const lists = this.#coins[alert.coin];
    const { rule, armed } = alert;
    if (rule.kind === 'move')
      return armed
        ? { alert, list: lists.moveArmed[rule.window], key: rule.bps }
        : { alert, list: lists.moveWaiting[rule.window], key: moveRearmBps(rule.bps) };
    if (armed)
      return { alert, list: rule.kind === 'above' ? lists.aboveArmed : lists.belowArmed, key: rule.price };
    return {
      alert,
      list: rule.kind === 'above' ? lists.aboveWaiting : lists.belowWaiting,
      key: rearmPrice(rule),
    };
  }

  /**
   * One tick of a coin: its price (paise) and each window's move (basis points). Alerts armed again are armed before
   * any fires, and none is armed again and fired by the same tick (its re-arm point is past its threshold).
   */
  tick(coin: Coin, price: bigint, moves: Readonly<Record<AlertWindow, bigint>>): TickOutcome {
    const lists = this.#coins[coin];
    const rearmed: number[] = [];
    lists.aboveWaiting.takeDue(price + 1n, rearmed);
    lists.belowWaiting.takeDue(price - 1n, rearmed);
    for (const window of ALERT_WINDOWS) lists.moveWaiting[window].takeDue(moves[window] + 1n, rearmed);
    for (const id of rearmed) this.#settle(id, true);

    const fired: number[] = [];
    lists.aboveArmed.takeDue(price, fired);
    lists.belowArmed.takeDue(price, fired);
    for (const window of ALERT_WINDOWS) lists.moveArmed[window].takeDue(moves[window], fired);
    for (const id of fired) {
      const alert = this.#places.get(id)?.alert;
      if (alert?.repeat === 'every_time') this.#settle(id, false);
      else this.#places.delete(id);
    }
    return { fired, rearmed };
  }

  /** Moves a taken alert to the list of its new state. */
  #settle(id: number, armed: boolean): void {
    const was = this.#places.get(id);
    if (!was) return;
    const alert = { ...was.alert, armed };
    const place = this.#placeOf(alert);
    place.list.add(place.key, id);
    this.#places.set(id, place);
  }
}
