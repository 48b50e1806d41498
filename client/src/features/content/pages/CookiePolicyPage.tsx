// /in/policy/cookies: what Sikka keeps in the browser (docs/requirements.md §3 local storage and cookies) and what it never
// keeps there: the session token lives only in the BFF's encrypted httpOnly cookie.
import { Link } from 'react-router-dom';
import { ContentPage, DataTable, Section } from '../components/ContentPage.tsx';
import { SupportContact } from '../components/SupportContact.tsx';
import { contentHref } from '../contentPaths.ts';

export default function CookiePolicyPage() {
  return (
    <ContentPage
      path="/in/policy/cookies"
      eyebrow="Policy"
      updated="2026-11-20"
      lead={
        <p>
          Sikka keeps a few small pieces of information in your browser so you stay signed in and your choices
          are remembered. This page lists every one of them. We use no advertising cookies.
        </p>
      }
    >
      <Section id="cookies" title="Cookies">
        <DataTable wide caption="Cookies Sikka sets">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">What it holds</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <code>sikka_session</code>
              </th>
              <td>
                Your signed-in session, encrypted. It is <strong>httpOnly</strong> (scripts in the page cannot
                read it), <strong>Secure</strong> (sent only over HTTPS) and <strong>SameSite=Strict</strong>{' '}
                (never sent with requests started by another site). On our live site its name carries the{' '}
                <code>__Host-</code> prefix, which stops any other site or subdomain from setting it.
              </td>
              <td>Until you log out or your session expires.</td>
            </tr>
            <tr>
              <th scope="row">
                <code>sikka_recovery</code>
              </th>
              <td>
                Only while you reset a forgotten password: which step you have reached, encrypted, with the
                same protections as the session cookie.
              </td>
              <td>At most 15 minutes, or until the reset is done.</td>
            </tr>
            <tr>
              <th scope="row">
                <code>theme</code>
              </th>
              <td>Whether you chose the light or dark look on the exchange screens.</td>
              <td>One year; logging out does not remove it.</td>
            </tr>
          </tbody>
        </DataTable>
        <p>
          The session and recovery cookies are strictly necessary: without them you cannot sign in. The theme
          cookie only remembers a preference.
        </p>
      </Section>

      <Section id="local-storage" title="Local storage">
        <p>
          Local storage is space in your browser that the Sikka page itself can read. We keep only these
          values there, none of which lets anyone act as you:
        </p>
        <DataTable wide caption="Values Sikka keeps in local storage">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">What it holds</th>
              <th scope="col">Cleared</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <code>userLogin</code>
              </th>
              <td>
                1 after you sign in on this browser, 0 after you log out. A hint for the page, not a
                credential.
              </td>
              <td>Set to 0 at logout or when a session ends.</td>
            </tr>
            <tr>
              <th scope="row">
                <code>selected_user_info</code>
              </th>
              <td>For sub-brokers: the client you are currently acting for.</td>
              <td>At logout or when a session ends.</td>
            </tr>
            <tr>
              <th scope="row">
                <code>coin_types</code>
              </th>
              <td>The list of coins last loaded for your selections.</td>
              <td>At logout or when a session ends.</td>
            </tr>
            <tr>
              <th scope="row">
                <code>show-reward</code>
              </th>
              <td>The id of a reward whose scratch card is waiting to be shown to you.</td>
              <td>When the card has been shown.</td>
            </tr>
            <tr>
              <th scope="row">
                <code>pair_selected</code>
              </th>
              <td>
                The exchange pair you last opened, such as BTC-INR, so the exchange opens where you left it.
              </td>
              <td>Kept as a preference.</td>
            </tr>
          </tbody>
        </DataTable>
      </Section>

      <Section id="never" title="What we never keep in your browser's readable storage">
        <p>
          Your session token — the key that proves to our systems that you are signed in — is{' '}
          <strong>never</strong> written to local storage, session storage or any cookie that scripts can
          read. It lives only inside the encrypted, httpOnly session cookie, which the browser sends to us but
          the page cannot open.
        </p>
        <p>
          This matters because anything a script can read, a malicious script could steal: a browser extension
          you install, or code injected into a page. Keeping the token out of reach means that even then, it
          cannot be copied and used elsewhere. Your password, OTPs, PAN and Aadhaar details are never stored
          in the browser either.
        </p>
      </Section>

      <Section id="third-party" title="Analytics and third parties">
        <p>
          Sikka sets no advertising cookies and no third-party tracking cookies. Usage events we measure (for
          example, that a sign-up was completed) are sent to our own servers first, where anything secret is
          removed before they reach an analytics service; see our{' '}
          <Link to={contentHref('/in/policy/privacy-policy')}>privacy policy</Link>. If this ever changes, we
          will update this page and ask for your consent first where the law requires it.
        </p>
      </Section>

      <Section id="control" title="Your choices">
        <ul>
          <li>
            You can clear Sikka's cookies and local storage in your browser's settings at any time. Clearing
            them signs you out and resets your preferences; nothing in your account is lost.
          </li>
          <li>If you block cookies for our site, you will not be able to sign in.</li>
          <li>On a shared computer, always log out when you finish, so the session cookie is removed.</li>
        </ul>
      </Section>

      <Section id="questions" title="Questions">
        <SupportContact />
      </Section>
    </ContentPage>
  );
}
