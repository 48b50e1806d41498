// A locked quote's seconds left, re-rendered four times a second while it runs and stopped when it ends.
import { useEffect, useState } from 'react';
import { isExpired, secondsLeft } from '../utils/quoteCountdown.ts';

const TICK_MS = 250;

export function useQuoteCountdown(deadline: number | null): { secondsLeft: number; expired: boolean } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (isExpired(deadline, at)) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === null) return { secondsLeft: 0, expired: false };
  return { secondsLeft: secondsLeft(deadline, now), expired: isExpired(deadline, now) };
}
