// /in/support/api-documentation: how integrators call the BFF — tRPC over HTTP and websockets at /trpc, the
// x-sikka-client header, batching, the {appError} error shape, and the procedures of server/src/appRouter.ts.
import { SITE } from '@sikka/shared/routes/menus';
import { Link } from 'react-router-dom';
import { ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPages.ts';

interface Procedure {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  access: 'public' | 'signed in' | 'public, rate-limited' | 'signed in, rate-limited';
  input: string;
  answer: string;
}

/** server/src/appRouter.ts, router by router. Inputs are the shared zod schemas the server validates with. */
const PROCEDURES: readonly { router: string; about: string; procedures: readonly Procedure[] }[] = [
  {
    router: 'market',
    about: 'Prices and fees. Public: no session needed.',
    procedures: [
      {
        name: 'market.prices',
        type: 'query',
        access: 'public',
        input: 'none',
        answer:
          '{ BTC, ETH, USDT }, each { buying_price, buying_price_fee, buying_price_tax, selling_price, selling_price_fee, selling_price_tax, selling_price_tds?, average_price, change } — rupee decimal strings; change a signed percentage',
      },
      {
        name: 'market.fees',
        type: 'query',
        access: 'public',
        input: 'none',
        answer: '{ spreadBps, feeBps, gstBps, tdsBps } — whole basis points (100 = 1%)',
      },
      {
        name: 'market.onPrices',
        type: 'subscription',
        access: 'public',
        input: 'none',
        answer:
          "{ type: 'snapshot' | 'update', seq, data } with data shaped as market.prices; { type: 'interrupted' } while the price source is unreachable",
      },
    ],
  },
  {
    router: 'auth',
    about:
      'Sign-up, sign-in with a one-time password, password recovery and logout. Success sets or clears the session cookie; no answer ever contains a token.',
    procedures: [
      {
        name: 'auth.session',
        type: 'query',
        access: 'public',
        input: 'none',
        answer: "{ signedIn: true, userId } or { signedIn: false, ended?: 'expired' | 'invalid' }",
      },
      {
        name: 'auth.captcha',
        type: 'query',
        access: 'public',
        input: 'none',
        answer: 'An ALTCHA proof-of-work challenge; its solution is sent as recaptcha_code',
      },
      {
        name: 'auth.login',
        type: 'mutation',
        access: 'public, rate-limited',
        input: '{ mobile_number (mobile or e-mail), password, mobile?, otp? }',
        answer: "{ signedIn, required: null | 'mobile_number' | '2FA', mobile_number, message }",
      },
      {
        name: 'auth.signup',
        type: 'mutation',
        access: 'public, rate-limited',
        input:
          '{ mobile_number, password, tnc_accepted: 1, recaptcha_code, coupon_code?, referral_code?, otp? }',
        answer: '{ signedIn, required, mobile_number, message }',
      },
      {
        name: 'auth.verifyOtp',
        type: 'mutation',
        access: 'public, rate-limited',
        input: '{ mobile_number, type: 1 (login) | 3 (sign-up), otp | verification_code }',
        answer: '{ signedIn: true, userId, message } and the session cookie',
      },
      {
        name: 'auth.resendOtp',
        type: 'mutation',
        access: 'public, rate-limited',
        input: '{ type: 1 | 2 | 3, mobile_number? }',
        answer: '{ message }',
      },
      {
        name: 'auth.recovery',
        type: 'mutation',
        access: 'public, rate-limited',
        input: '{ mobile_number | email, recaptcha_code }',
        answer: "{ required: null | '2FA', message }",
      },
      {
        name: 'auth.recoveryVerifyOtp',
        type: 'mutation',
        access: 'public, rate-limited',
        input: '{ mobile_number | email, otp }',
        answer: "{ required: null | 'pan_number', message }",
      },
      {
        name: 'auth.recoveryVerifyPan',
        type: 'mutation',
        access: 'public, rate-limited',
        input: "{ mobile_number | email, pan_number, answers: [], type: 'skip' }",
        answer: '{ message }',
      },
      {
        name: 'auth.reset',
        type: 'mutation',
        access: 'public, rate-limited',
        input: '{ mobile_number, password, password_confirmation }',
        answer: '{ message }; every session of the account ends',
      },
      {
        name: 'auth.verifyPan',
        type: 'mutation',
        access: 'signed in, rate-limited',
        input: '{ pan_number, answers: [] }',
        answer: '{ message } — opens a forced password reset for 15 minutes',
      },
      {
        name: 'auth.forceReset',
        type: 'mutation',
        access: 'signed in, rate-limited',
        input: "{ password, password_confirmation, type: 'skip' }",
        answer: '{ message }; every session ends, this one too',
      },
      {
        name: 'auth.logout',
        type: 'mutation',
        access: 'public',
        input: 'none',
        answer: "{ message } ('Logout successful') and the cookie cleared",
      },
    ],
  },
  {
    router: 'user',
    about: "The signed-in person's own data.",
    procedures: [
      {
        name: 'user.details',
        type: 'query',
        access: 'signed in',
        input: 'none',
        answer:
          'The user: id, email, mobile_number, name, verification_status, status, re_kyc, ga_enabled, subbroker, is_subbroker, kyc_doc, kyc_required, …',
      },
      {
        name: 'user.notices',
        type: 'query',
        access: 'signed in',
        input: 'none',
        answer: '{ banners: string[], interrupt_message, important_message, tds_message }',
      },
    ],
  },
  {
    router: 'system',
    about: 'Whether Sikka is under maintenance.',
    procedures: [
      {
        name: 'system.maintenance',
        type: 'query',
        access: 'public',
        input: 'none',
        answer: '{ on, title, subTitle, content, imageUrl }',
      },
      {
        name: 'system.onMaintenance',
        type: 'subscription',
        access: 'public',
        input: 'none',
        answer: 'The same shape now, then on every change',
      },
    ],
  },
  {
    router: 'analytics',
    about: 'Usage events from our own apps.',
    procedures: [
      {
        name: 'analytics.track',
        type: 'mutation',
        access: 'public',
        input: '{ event, fields?: { [name]: string | number | boolean } } (at most 32 fields)',
        answer: '{ ok: true }; fields that look secret are dropped',
      },
    ],
  },
];

const ERROR_KINDS: readonly [kind: string, meaning: string][] = [
  ['field', 'Input was refused. fieldErrors maps each field to its messages; message is the first of them.'],
  ['message', 'A refusal with a message to show as it is (wrong state, too many attempts, …).'],
  ['session-expired', 'The session has ended: sign in again. message is null.'],
  [
    'token-invalid',
    'There is no valid session (never signed in, logged out, or malformed). message is null.',
  ],
  ['further-details', "Status 432: more is needed first; required says what (for example 'pan_number')."],
  ['maintenance', 'Sikka is under maintenance; maintenance carries the title and text to show.'],
  ['silent', 'A refusal that needs no message. message is null.'],
  ['generic', "Anything unexpected: 'Something went wrong! Please try again later'. Retry later."],
];

export default function ApiDocumentationPage() {
  return (
    <ContentPage
      path="/in/support/api-documentation"
      eyebrow="Support"
      lead={
        <p>
          Sikka's web app talks to one API, and so can you. It is a tRPC API: typed procedures called over
          plain HTTP with JSON, and subscriptions over a websocket on the same path. This page describes it as
          it runs today.
        </p>
      }
    >
      <Section id="basics" title="The basics">
        <ul>
          <li>
            Every call goes to <code>/trpc</code> on the site's own address, for example{' '}
            <code>{`${SITE.origin}/trpc/market.fees`}</code>. The procedure name is the last part of the path.
          </li>
          <li>
            <strong>Queries</strong> (reading) use <code>GET</code>; the input, if any, travels as URL-encoded
            JSON in the <code>input</code> query parameter. <strong>Mutations</strong> (changing something)
            use <code>POST</code> with a JSON body and <code>Content-Type: application/json</code>.
          </li>
          <li>
            Every HTTP call must carry the header <code>x-sikka-client: web</code>. Without it the answer is{' '}
            <code>403 Forbidden</code>. This is a defence against cross-site request forgery: a form or a
            simple request from another site cannot set a custom header.
          </li>
          <li>
            A browser page on another origin is refused (its <code>Origin</code> header is checked against our
            own addresses); server-side integrations that send no <code>Origin</code> are accepted.
          </li>
          <li>
            Answers are JSON and never cached (<code>Cache-control: no-store</code>). Amounts are decimal
            strings, never floating-point numbers: parse them as decimals.
          </li>
        </ul>
        <pre>
          <code>{`curl -s -H 'x-sikka-client: web' ${SITE.origin}/trpc/market.fees

{"result":{"data":{"spreadBps":100,"feeBps":20,"gstBps":1800,"tdsBps":100}}}`}</code>
        </pre>
      </Section>

      <Section id="batching" title="Batching">
        <p>
          Several calls of the same kind can share one request: join the procedure names with commas, add{' '}
          <code>batch=1</code>, and send the inputs as one JSON object keyed by position (<code>{'{}'}</code>{' '}
          when none has an input). The answer is an array in the same order; each element succeeds or fails on
          its own, and the HTTP status is the one shared by all of them, or 207 when they differ.
        </p>
        <pre>
          <code>{`GET /trpc/market.prices,market.fees?batch=1&input=%7B%7D
x-sikka-client: web

[{"result":{"data":{"BTC":{…},"ETH":{…},"USDT":{…}}}},
 {"result":{"data":{"spreadBps":100,"feeBps":20,"gstBps":1800,"tdsBps":100}}}]`}</code>
        </pre>
        <p>
          A batched mutation posts to <code>/trpc/a,b?batch=1</code> with a body like{' '}
          <code>{'{"0": {…}, "1": {…}}'}</code>.
        </p>
      </Section>

      <Section id="session" title="Signing in and the session">
        <p>
          There are no API keys. A session is a cookie: when a sign-in completes (<code>auth.verifyOtp</code>,
          or <code>auth.login</code> / <code>auth.signup</code> sent with the <code>otp</code>), the answer
          sets an encrypted, httpOnly cookie named <code>sikka_session</code> (
          <code>__Host-sikka_session</code> over HTTPS). Send it back with every later call, as a browser
          does; a server-side client needs a cookie jar. The session token itself is never in any answer body.
        </p>
        <ol className="content-steps">
          <li>
            <code>auth.login</code> with the mobile number (or e-mail) and password. If <code>required</code>{' '}
            is <code>null</code>, an SMS OTP was sent; if it is <code>'2FA'</code>, use the Google
            Authenticator code instead; if it is <code>'mobile_number'</code>, repeat the call with{' '}
            <code>mobile</code> set.
          </li>
          <li>
            <code>auth.verifyOtp</code> with <code>type: 1</code> and the 6-digit <code>otp</code>. The answer
            sets the session cookie.
          </li>
          <li>
            Call signed-in procedures such as <code>user.details</code>. When the session ends, they fail with{' '}
            <code>session-expired</code> or <code>token-invalid</code>, and the cookie is cleared.
          </li>
          <li>
            <code>auth.logout</code> ends the session and clears the cookie.
          </li>
        </ol>
        <pre>
          <code>{`curl -s -c jar -b jar -H 'x-sikka-client: web' -H 'Content-Type: application/json' \\
  -d '{"mobile_number":"9876543210","password":"…"}' ${SITE.origin}/trpc/auth.login

curl -s -c jar -b jar -H 'x-sikka-client: web' -H 'Content-Type: application/json' \\
  -d '{"mobile_number":"9876543210","type":1,"otp":"123456"}' ${SITE.origin}/trpc/auth.verifyOtp

curl -s -b jar -H 'x-sikka-client: web' ${SITE.origin}/trpc/user.details`}</code>
        </pre>
      </Section>

      <Section id="errors" title="Errors">
        <p>
          A failed call answers with an HTTP error status and a body whose <code>error.data.appError</code>{' '}
          says what happened, in one shape for every procedure:
        </p>
        <pre>
          <code>{`{"error":{
  "message":"Required",
  "code":-32022,
  "data":{
    "code":"UNPROCESSABLE_CONTENT",
    "httpStatus":422,
    "path":"auth.login",
    "appError":{
      "kind":"field",
      "message":"Required",
      "fieldErrors":{"password":["Required"]},
      "firstFieldError":{"field":"password","message":"Required"},
      "status":422
    }
  }
}}`}</code>
        </pre>
        <p>
          <code>appError</code> is <code>{'{ kind, message, fieldErrors, status }'}</code>, plus{' '}
          <code>firstFieldError</code>, <code>required</code> or <code>maintenance</code> when they apply.{' '}
          <code>message</code> is the text to show a person, or <code>null</code> when nothing should be
          shown. <code>status</code> is the status the failure carries. Decide what to do from{' '}
          <code>kind</code>:
        </p>
        <DataTable caption="Error kinds">
          <thead>
            <tr>
              <th scope="col">kind</th>
              <th scope="col">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {ERROR_KINDS.map(([kind, meaning]) => (
              <tr key={kind}>
                <th scope="row">
                  <code>{kind}</code>
                </th>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        <p>
          Upstream trouble answers <code>502</code>, <code>503</code> or <code>504</code> with kind{' '}
          <code>generic</code> (or <code>maintenance</code>); retry with a growing delay. Internal details and
          stack traces never appear in an error.
        </p>
      </Section>

      <Section id="limits" title="Rate limits">
        <p>
          Sign-in, sign-up, OTP and recovery procedures are limited per client address and per mobile number
          or e-mail. Past the limit they fail with status <code>429</code> and kind <code>message</code>,
          whose message says how many seconds to wait. OTPs can be resent only after 90 seconds.
        </p>
      </Section>

      <Section id="websocket" title="Subscriptions over a websocket">
        <p>
          Live data — prices and the maintenance flag — is pushed over a websocket at the same path,{' '}
          <code>wss://…/trpc</code>. The socket runs subscriptions only; queries and mutations sent on it are
          refused with <code>METHOD_NOT_SUPPORTED</code>. Messages are JSON:
        </p>
        <pre>
          <code>{`→ {"id":1,"method":"subscription","params":{"path":"market.onPrices"}}
← {"id":1,"result":{"type":"started"}}
← {"id":1,"result":{"type":"data","data":{"type":"snapshot","seq":41,"data":{"BTC":{…},"ETH":{…},"USDT":{…}}}}}
← {"id":1,"result":{"type":"data","data":{"type":"update","seq":42,"data":{…}}}}
→ {"id":1,"method":"subscription.stop"}
← {"id":1,"result":{"type":"stopped"}}`}</code>
        </pre>
        <ul>
          <li>
            Each price event carries the full state of every coin, so you can show the latest and drop the
            rest. <code>seq</code> increases by one per event; after a gap you receive a fresh snapshot.
          </li>
          <li>
            <code>{'{"type":"interrupted"}'}</code> means our price source is out of reach: keep the last
            prices but mark them as possibly stale until the next snapshot.
          </li>
          <li>
            The server pings to keep the socket alive. <code>{'{"id":null,"method":"reconnect"}'}</code> asks
            you to reconnect (for example before a restart) and subscribe again.
          </li>
          <li>
            A client that reads too slowly is disconnected with close code 4008 ("slow consumer"). Reconnect
            with a randomised, growing delay.
          </li>
          <li>
            A browser's websocket cannot send custom headers, so the socket checks the <code>Origin</code>{' '}
            instead: browser pages on other origins are refused.
          </li>
        </ul>
      </Section>

      <Section id="typescript" title="From TypeScript">
        <p>
          With the official tRPC client and the type of our router (<code>AppRouter</code>), the same links
          our web app uses give you typed calls, batching and subscriptions:
        </p>
        <pre>
          <code>{`import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';

const client = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: wsLink({ client: createWSClient({ url: 'wss://sikka.in/trpc' }) }),
      false: httpBatchLink({ url: 'https://sikka.in/trpc', headers: { 'x-sikka-client': 'web' } }),
    }),
  ],
});

const fees = await client.market.fees.query();
client.market.onPrices.subscribe(undefined, { onData: (event) => console.log(event) });`}</code>
        </pre>
      </Section>

      <Section id="procedures" title="Procedures">
        <p>
          Inputs are checked with the same rules our apps use; unknown fields are refused. Access "signed in"
          needs the session cookie.
        </p>
        {PROCEDURES.map((group) => (
          <DataTable wide key={group.router} caption={`${group.router}: ${group.about}`}>
            <thead>
              <tr>
                <th scope="col">Procedure</th>
                <th scope="col">Type</th>
                <th scope="col">Access</th>
                <th scope="col">Input</th>
                <th scope="col">Answer</th>
              </tr>
            </thead>
            <tbody>
              {group.procedures.map((procedure) => (
                <tr key={procedure.name}>
                  <th scope="row">
                    <code>{procedure.name}</code>
                  </th>
                  <td>{procedure.type}</td>
                  <td>{procedure.access}</td>
                  <td>
                    <code>{procedure.input}</code>
                  </td>
                  <td>{procedure.answer}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        ))}
      </Section>

      <Section id="stability" title="Stability and support">
        <p>
          This API serves Sikka's own apps first. We add to it without notice, but we announce changes that
          could break an integration in the <Link to={contentHref('/in/company/newsroom')}>newsroom</Link>{' '}
          before we make them. Automated trading must follow our{' '}
          <Link to={contentHref('/in/policy/termsofuse')}>terms of use</Link>, and sign-in limits apply to
          every client alike.
        </p>
        <SupportContact heading="Integration questions" />
      </Section>
    </ContentPage>
  );
}
