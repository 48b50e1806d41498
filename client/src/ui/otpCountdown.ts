// §4/§5 the OTP dialog's resend countdown as a pure reducer plus a ticker, so both run under fake timers.
// On open a 90-second countdown starts with resend disabled; at zero resend is enabled; a resend restarts it.
import { OTP_RESEND_WAIT_SECONDS } from '@sikka/shared/constants';

export type CountdownState =
  | { status: 'idle' }
  | { status: 'waiting'; endsAt: number; secondsLeft: number }
  | { status: 'ready' };

export type CountdownAction =
  | { type: 'start'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'stop' };

export const IDLE: CountdownState = { status: 'idle' };

const WAIT_MS = OTP_RESEND_WAIT_SECONDS * 1000;

export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action.type) {
    case 'start':
      return { status: 'waiting', endsAt: action.now + WAIT_MS, secondsLeft: OTP_RESEND_WAIT_SECONDS };
    case 'tick': {
      if (state.status !== 'waiting') return state;
      // From the deadline, not by counting ticks: a throttled background tab still ends on time.
      const secondsLeft = Math.ceil((state.endsAt - action.now) / 1000);
      if (secondsLeft <= 0) return { status: 'ready' };
      return secondsLeft === state.secondsLeft ? state : { ...state, secondsLeft };
    }
    case 'stop':
      return IDLE;
  }
}

/** Seconds until resend is allowed; 0 once it is (what §5's resendAttempt takes). */
export function secondsLeft(state: CountdownState): number {
  return state.status === 'waiting' ? state.secondsLeft : 0;
}

const TICK_MS = 250;

/** Dispatches a tick every TICK_MS until the returned stop function runs (Cancel clears the timer). */
export function startTicker(
  dispatch: (action: CountdownAction) => void,
  now: () => number = Date.now,
): () => void {
  const timer = setInterval(() => dispatch({ type: 'tick', now: now() }), TICK_MS);
  return () => clearInterval(timer);
}
