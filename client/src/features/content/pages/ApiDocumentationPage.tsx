// /in/support/api-documentation: the public API for integrators, rendered from its OpenAPI document
// (/api/v1/openapi.json, generated from the routes' zod schemas) by Swagger UI, loaded only on this page, so the page
// cannot drift from the API. Above it, what the document cannot say: signing, keys, limits and the websocket.
import { API_KEY_HEADERS, RECEIVE_WINDOW_MS } from '@sikka/shared/apiKeys/signature';
import { PATHS } from '@sikka/shared/routes/routeTable';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { ContentPage, Section } from '../components/ContentPage.tsx';

const OPENAPI_URL = '/api/v1/openapi.json';
const OpenApiReference = lazy(() => import('../components/OpenApiReference.tsx'));

export default function ApiDocumentationPage() {
  return (
    <ContentPage
      path="/in/support/api-documentation"
      eyebrow="Support"
      lead={
        <p>
          Sikka's public API gives trading firms, tax tools and portfolio trackers the market data, and — with
          an API key — your balances, orders, fills and history, and placing and cancelling orders.
          Withdrawals are never possible with an API key. The reference below is generated from the API itself
          (<a href={OPENAPI_URL}>OpenAPI 3.1 document</a>).
        </p>
      }
    >
      <Section id="keys" title="Keys and signed requests">
        <ul>
          <li>
            Make a key on <Link to={PATHS.profileApiKeys}>API Keys</Link> in your profile: a label, its scopes
            (read; trade) and, if you like, the addresses it may be used from. The secret is shown once.
          </li>
          <li>
            Send <code>{API_KEY_HEADERS.key}</code>, <code>{API_KEY_HEADERS.timestamp}</code> (milliseconds,
            within {RECEIVE_WINDOW_MS / 1000} seconds of our clock), <code>{API_KEY_HEADERS.nonce}</code> (new
            for every request) and <code>{API_KEY_HEADERS.signature}</code>: the hex HMAC-SHA256, keyed with
            the secret, of the timestamp, the nonce, the method, the path with its query and the hex SHA-256
            of the body, one per line.
          </li>
          <li>
            Each key has a rate limit: the <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> and{' '}
            <code>RateLimit-Reset</code> headers say where you stand; past it, a 429 with{' '}
            <code>Retry-After</code>. Market data is public and cached: send <code>If-None-Match</code> with
            the <code>ETag</code> you have.
          </li>
          <li>
            Live data: the websocket at <code>/api/v1/ws</code> takes{' '}
            <code>{'{"op":"subscribe","channel":"book","pair":"BTC-INR"}'}</code> (also <code>trades</code>,{' '}
            <code>candles</code>), and after a signed <code>auth</code> message your <code>orders</code> and{' '}
            <code>balances</code>. Every book message has its <code>seq</code> and the checksum of the top
            levels.
          </li>
        </ul>
      </Section>
      <Section id="refusals" title="When a call is refused">
        <p>
          Every refusal is JSON with a <code>message</code> that says what was wrong, so a script can log it
          as it is. A request that is not signed, names an unknown or revoked key, carries a timestamp outside
          the window, reuses a nonce, comes from an address the key does not allow, or whose signature does
          not match what was sent (its method, path, query, body, timestamp or nonce) is a 401. A key whose
          scopes do not cover the call is a 403. A field we cannot take is a 422 with{' '}
          <code>{'{"error": {"errors": {field: [messages]}, "message"}}'}</code>, naming each field. Our own
          trouble is a 502 or 504: try again a little later, with a new nonce.
        </p>
      </Section>
      <Section id="reference" title="Reference">
        <Suspense fallback={<Skeleton height="480px" />}>
          <OpenApiReference url={OPENAPI_URL} />
        </Suspense>
      </Section>
    </ContentPage>
  );
}
