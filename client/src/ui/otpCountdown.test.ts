import { OTP_RESEND_WAIT_SECONDS } from '@sikka/shared/constants';
import { resendAttempt } from '@sikka/shared/validation/otp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type CountdownAction,
  type CountdownState,
  countdownReducer,
  IDLE,
  secondsLeft,
  startTicker,
} from './otpCountdown.ts';

/** The reducer driven by the real ticker under fake timers, as the hook drives it. */
function run() {
  let state: CountdownState = IDLE;
  const dispatch = (action: CountdownAction) => {
    state = countdownReducer(state, action);
  };
  return { dispatch, state: () => state };
}

describe('§4 OTP dialog: on open a 90 second countdown starts and resend is disabled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from 90 once a second and enables resend at zero', () => {
    const { dispatch, state } = run();
    dispatch({ type: 'start', now: Date.now() });
    const stop = startTicker(dispatch);
    expect(secondsLeft(state())).toBe(OTP_RESEND_WAIT_SECONDS);
    expect(resendAttempt(secondsLeft(state()))).toEqual({
      allowed: false,
      message: 'Wait for the resend Button to get Enabled',
    });
    vi.advanceTimersByTime(1_000);
    expect(secondsLeft(state())).toBe(89);
    vi.advanceTimersByTime(88_000);
    expect(secondsLeft(state())).toBe(1);
    expect(state().status).toBe('waiting');
    vi.advanceTimersByTime(1_000);
    expect(state()).toEqual({ status: 'ready' });
    expect(secondsLeft(state())).toBe(0);
    expect(resendAttempt(secondsLeft(state()))).toEqual({ allowed: true });
    stop();
  });

  it('a resend restarts the 90 seconds', () => {
    const { dispatch, state } = run();
    dispatch({ type: 'start', now: Date.now() });
    const stop = startTicker(dispatch);
    vi.advanceTimersByTime(90_000);
    expect(state().status).toBe('ready');
    dispatch({ type: 'start', now: Date.now() });
    expect(secondsLeft(state())).toBe(90);
    vi.advanceTimersByTime(30_000);
    expect(secondsLeft(state())).toBe(60);
    stop();
  });

  it('Cancel clears the timer: no tick arrives after stop', () => {
    const { dispatch, state } = run();
    dispatch({ type: 'start', now: Date.now() });
    const stop = startTicker(dispatch);
    stop();
    dispatch({ type: 'stop' });
    vi.advanceTimersByTime(120_000);
    expect(state()).toBe(IDLE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps time from the deadline when ticks are late (a throttled tab)', () => {
    let state: CountdownState = countdownReducer(IDLE, { type: 'start', now: 0 });
    state = countdownReducer(state, { type: 'tick', now: 45_300 });
    expect(secondsLeft(state)).toBe(45);
    state = countdownReducer(state, { type: 'tick', now: 200_000 });
    expect(state).toEqual({ status: 'ready' });
  });

  it('a tick while idle or ready changes nothing', () => {
    expect(countdownReducer(IDLE, { type: 'tick', now: 5 })).toBe(IDLE);
    const ready: CountdownState = { status: 'ready' };
    expect(countdownReducer(ready, { type: 'tick', now: 5 })).toBe(ready);
  });
});
