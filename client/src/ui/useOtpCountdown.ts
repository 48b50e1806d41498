// §4 the OTP dialog's countdown in React: starts when the dialog opens, restarts on resend, stops on close.
import { useCallback, useEffect, useReducer } from 'react';
import { countdownReducer, IDLE, secondsLeft, startTicker } from './otpCountdown.ts';

interface OtpCountdown {
  /** Seconds until resend is enabled; 0 when it is. */
  secondsLeft: number;
  canResend: boolean;
  /** A resend went out: the 90 seconds start again. */
  restart: () => void;
}

export function useOtpCountdown(active: boolean): OtpCountdown {
  const [state, dispatch] = useReducer(countdownReducer, IDLE);

  useEffect(() => {
    if (!active) return;
    dispatch({ type: 'start', now: Date.now() });
    return () => dispatch({ type: 'stop' });
  }, [active]);

  const waiting = state.status === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    return startTicker(dispatch);
  }, [waiting]);

  const restart = useCallback(() => dispatch({ type: 'start', now: Date.now() }), []);
  return { secondsLeft: secondsLeft(state), canResend: state.status === 'ready', restart };
}
