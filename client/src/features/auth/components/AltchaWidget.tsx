// The ALTCHA proof-of-work widget (a web component), configured with a challenge the BFF handed over.
// Loaded on its own (React.lazy) so only the forms with a captcha pay for it. The CSP-friendly build is
// used: its worker ships as a separate file from our own origin, not as a blob.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useEffectEvent, useRef } from 'react';

for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

// Calm and self-contained: no vendor logo or outbound link, and no artificial wait beyond a short beat
// that keeps the check mark from flickering.
const CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, minDuration: 300 });

interface AltchaWidgetProps {
  /** The challenge as JSON; a new challenge needs a new widget (give it a new React key). */
  challenge: string;
  /** The solution payload once verified (what travels as recaptcha_code), '' in every other state. */
  onPayload: (payload: string) => void;
  onExpired: () => void;
}

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

export function AltchaWidget({ challenge, onPayload, onExpired }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const onStateChange = useEffectEvent((event: Event) => {
    const detail = (event as CustomEvent<StateChangeDetail>).detail ?? {};
    onPayload(detail.state === 'verified' && detail.payload ? detail.payload : '');
  });
  const onExpiredEvent = useEffectEvent(() => onExpired());

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    widget.addEventListener('statechange', onStateChange);
    widget.addEventListener('expired', onExpiredEvent);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('expired', onExpiredEvent);
    };
  }, []);

  // auto="onload": the proof of work starts as soon as the form shows, so it is done before the person is.
  return (
    <altcha-widget
      ref={ref}
      challenge={challenge}
      auto="onload"
      configuration={CONFIGURATION}
      name="altcha"
    />
  );
}
