// A whole-page error with what happened and a retry (docs/requirements.md §2: the authentication check failed).
import { Button } from './Button.tsx';
import { Logo } from './Logo.tsx';

interface ErrorScreenProps {
  title?: string;
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorScreen({
  title = 'Something went wrong',
  message,
  onRetry,
  retrying,
}: ErrorScreenProps) {
  return (
    <main className="error-screen">
      <div className="error-screen__card" role="alert">
        <Logo size={48} />
        <h1 className="error-screen__title">{title}</h1>
        <p className="error-screen__message">{message}</p>
        {onRetry ? (
          <Button onClick={onRetry} busy={retrying} disabled={retrying}>
            Try again
          </Button>
        ) : null}
      </div>
    </main>
  );
}
