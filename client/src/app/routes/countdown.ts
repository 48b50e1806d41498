// §2 Page Not Found: 'Rerouting to Dashboard in N seconds...' counting down from 5 (§9), then home.
import { TIMING } from '@sikka/shared/constants';

export const NOT_FOUND_COUNTDOWN_SECONDS = TIMING.notFoundCountdownSeconds;

/** The N the screen shows after `elapsedMs` on it: 5 at first, one less each whole second, never below 0. */
export function secondsLeft(elapsedMs: number, from: number = NOT_FOUND_COUNTDOWN_SECONDS): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) return from;
  return Math.max(0, from - Math.floor(elapsedMs / 1000));
}

/** At zero the screen goes home. */
export function countdownDone(elapsedMs: number, from: number = NOT_FOUND_COUNTDOWN_SECONDS): boolean {
  return secondsLeft(elapsedMs, from) === 0;
}
