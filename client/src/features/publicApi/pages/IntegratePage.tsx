// /in/integrate 'Integrate': the partner integration page — what the public API offers, how to make a key and sign
// a request, the live channels and limits, and a live call to the market data from this page. The reference itself
// is /in/support/api-documentation (the OpenAPI document at /api/v1/openapi.json). §2: no error screen here.
import { PATHS } from '@sikka/shared/routes/routeTable';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../ui/Button.tsx';
import '../components/integrate.css';

const CANONICAL = `1764133200000
Vx3-9kq2_Lm0PzQr7a
POST
/api/v1/orders
<hex SHA-256 of the exact body bytes>`;

const SIGNING = `import { createHash, createHmac, randomBytes } from 'node:crypto';
const body = JSON.stringify(order);
const timestamp = String(Date.now());
const nonce = randomBytes(18).toString('base64url');
const bodySha256 = createHash('sha256').update(body).digest('hex');
const signature = createHmac('sha256', secret)
  .update([timestamp, nonce, 'POST', '/api/v1/orders', bodySha256].join('\\n'))
  .digest('hex');
await fetch(\`\${base}/api/v1/orders\`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-sikka-key': keyId,
    'x-sikka-timestamp': timestamp, 'x-sikka-nonce': nonce, 'x-sikka-signature': signature },
  body,
});`;

const SUBSCRIBE = '{"op":"subscribe","channel":"book","pair":"BTC-INR"}';

type Tried = { status: number; etag: string | null; body: string } | { failed: string };

export default function IntegratePage() {
  return (
    <section className="list-page integrate" aria-labelledby="integrate-title">
      <h1 id="integrate-title" className="list-page__title">
        Integrate with Sikka
      </h1>
      <p className="list-page__intro">
        Trading desks, tax tools and portfolio trackers use the same exchange as our app through a public REST
        API and a websocket. Market data needs no key; your balances, fills and orders need an API key you
        make in your profile. Withdrawals are never possible with a key.
      </p>
      <div className="integrate__actions">
        <Link className={buttonClasses('primary')} to={PATHS.apiDocumentation}>
          Read the API reference
        </Link>
        <a className={buttonClasses('secondary')} href="/api/v1/openapi.json">
          OpenAPI 3.1 document
        </a>
        <Link className={buttonClasses('secondary')} to={PATHS.profileApiKeys}>
          Make an API key
        </Link>
      </div>

      <ol className="integrate__steps">
        <li className="integrate__step">
          <h2>1. Call the market data</h2>
          <p>
            Pairs, fees, instant prices, tickers, the order book, trades and candles at <code>/api/v1</code>,
            no key. Every answer carries <code>Cache-Control</code> and an <code>ETag</code>: send{' '}
            <code>If-None-Match</code> and an unchanged answer is a 304 with no body.
          </p>
          <TryIt />
        </li>
        <li className="integrate__step">
          <h2>2. Make a key</h2>
          <p>
            On <Link to={PATHS.profileApiKeys}>API keys</Link> choose a label, its scopes (read; trade) and,
            if you like, the addresses it may be used from. Making or revoking a key is confirmed with an OTP.
            The secret is shown once: keep it in your own secret store.
          </p>
        </li>
        <li className="integrate__step">
          <h2>3. Sign each request</h2>
          <p>
            Send <code>x-sikka-key</code>, <code>x-sikka-timestamp</code> (milliseconds, within 5 seconds of
            ours),
            <code> x-sikka-nonce</code> (new every time) and <code>x-sikka-signature</code>: the lower-case
            hex HMAC-SHA256, keyed with the secret, of five lines joined by a newline:
          </p>
          <pre className="integrate__code">
            <code>{CANONICAL}</code>
          </pre>
          <p>In TypeScript (Node):</p>
          <pre className="integrate__code">
            <code>{SIGNING}</code>
          </pre>
          <p>
            A refusal is JSON with a <code>message</code>: 401 for a bad or replayed signature, 403 for a
            scope the key lacks, 422 naming each bad field. Each key may make 600 signed requests a minute;
            every answer carries <code>RateLimit-Remaining</code>, and past the limit a 429 says when to
            retry.
          </p>
        </li>
        <li className="integrate__step">
          <h2>4. Follow it live</h2>
          <p>
            Open <code>/api/v1/ws</code> and subscribe to a pair's book, trades or candles; a snapshot comes
            first, then each change with the next <code>seq</code> and a checksum of the top levels, so your
            copy can prove itself right:
          </p>
          <pre className="integrate__code">
            <code>{SUBSCRIBE}</code>
          </pre>
          <p>
            Your orders and balances need a signed auth message first; revoking the key closes its sockets.
          </p>
        </li>
      </ol>
    </section>
  );
}

/** A real call from this page to the public API: the 24-hour ticker of BTC-INR, as an integrator would get it. */
function TryIt() {
  const [tried, setTried] = useState<Tried | null>(null);
  const [busy, setBusy] = useState(false);
  async function call() {
    setBusy(true);
    try {
      const response = await fetch('/api/v1/ticker?pair=BTC-INR', {
        headers: { accept: 'application/json' },
      });
      const text = await response.text();
      let body = text;
      try {
        body = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as it came
      }
      setTried({ status: response.status, etag: response.headers.get('etag'), body });
    } catch {
      setTried({ failed: 'The call did not reach the API. Check your connection and try again.' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="integrate__try">
      <div className="integrate__try-bar">
        <code>GET /api/v1/ticker?pair=BTC-INR</code>
        <Button variant="secondary" size="small" busy={busy} onClick={() => void call()}>
          Try it
        </Button>
      </div>
      {tried === null ? null : 'failed' in tried ? (
        <p role="alert">{tried.failed}</p>
      ) : (
        <div role="status" aria-label="The API's answer">
          <p className="integrate__meta num">
            HTTP {tried.status}
            {tried.etag ? ` · ETag ${tried.etag}` : ''}
          </p>
          <pre className="integrate__code">
            <code>{tried.body}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
