// §5/§8 the captcha of sign-up, forgot password and a login the server asks it of: the provider's ALTCHA challenge,
// fetched through the BFF, solved in the browser; the solution is the form's `captcha` value (sent as recaptcha_code).
import { lazy, Suspense, useEffect, useEffectEvent, useId, useRef } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useCaptchaChallenge } from '../api/session.ts';

const AltchaWidget = lazy(() =>
  import('./AltchaWidget.tsx').then((module) => ({ default: module.AltchaWidget })),
);

const CAPTCHA_LABEL = 'Captcha';

interface CaptchaFieldProps {
  onChange: (payload: string) => void;
  error?: string | undefined;
  /** Changing it throws the current solution away and solves a fresh challenge (§8 failed forgot password). */
  resetSignal: number;
  /** The account a login form asks for: its challenge is as costly as that account's next attempt needs. */
  login?: string | undefined;
}

export function CaptchaField({ onChange, error, resetSignal, login }: CaptchaFieldProps) {
  const id = useId();
  const challenge = useCaptchaChallenge(login);
  const renew = () => {
    onChange('');
    void challenge.refetch();
  };
  const renewOnSignal = useEffectEvent(renew);

  const lastSignal = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal === lastSignal.current) return;
    lastSignal.current = resetSignal;
    renewOnSignal();
  }, [resetSignal]);

  const placeholder = <Skeleton className="captcha__placeholder" height="62px" />;
  return (
    <fieldset className="field captcha" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{CAPTCHA_LABEL}</legend>
      {challenge.data ? (
        <Suspense fallback={placeholder}>
          <AltchaWidget
            key={challenge.dataUpdatedAt}
            challenge={JSON.stringify(challenge.data)}
            onPayload={onChange}
            onExpired={renew}
          />
        </Suspense>
      ) : challenge.isError ? (
        <div className="captcha__failed">
          <p className="field__hint">The captcha could not be loaded.</p>
          <Button variant="secondary" size="small" onClick={renew} busy={challenge.isFetching}>
            Reload captcha
          </Button>
        </div>
      ) : (
        placeholder
      )}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
