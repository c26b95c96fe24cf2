import { COOKIE_CONSENT_NAME, CLICK_ID_COOKIE_NAME, SESSION_COOKIE_NAME, SUPPORT_EMAIL } from '@lodestar/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';

export function PrivacyPolicyPage() {
  useDocumentTitle('Privacy policy');
  return (
    <div className="content-page page-container">
      <header className="content-page__header">
        <p className="content-page__eyebrow">Legal</p>
        <h1 className="content-page__title">Privacy policy</h1>
        <p className="content-page__lede">What Lodestar Casino keeps about you, why, for how long, and what you can ask us to do with it.</p>
      </header>
      <article className="legal">
        <section>
          <h2>Data we keep</h2>
          <ul>
            <li>
              <strong>Account:</strong> your name, email address and chosen currency. Your password is stored only as a one-way hash; nobody at
              Lodestar can read it.
            </li>
            <li>
              <strong>Profile and verification:</strong> the address, date of birth, phone number and documents you give us to verify your identity
              and address.
            </li>
            <li>
              <strong>Activity:</strong> deposits, withdrawals, bonuses and game rounds, so your balance can always be explained entry by entry.
            </li>
            <li>
              <strong>Technical:</strong> your IP address and the country it belongs to, your browser’s user agent, and your signed-in sessions (shown
              on the Security page of your profile).
            </li>
          </ul>
        </section>
        <section>
          <h2>Why we keep it</h2>
          <p>
            To run your account and pay you, to meet our legal duties (age checks, anti-money-laundering rules, restricted countries), to prevent
            fraud, to keep games fair, and to protect players who need a break.
          </p>
        </section>
        <section>
          <h2>Cookies</h2>
          <ul>
            <li>
              <strong>{SESSION_COOKIE_NAME}</strong> keeps you signed in. It is not readable by scripts and ends when you log out.
            </li>
            <li>
              <strong>{COOKIE_CONSENT_NAME}</strong> remembers that you have seen our cookie notice, for up to ten years.
            </li>
            <li>
              <strong>{CLICK_ID_COOKIE_NAME}</strong> is set only when you arrive through a partner’s link, so the partner can be credited for your
              registration.
            </li>
            <li>The cashier keeps a short-lived cookie (20 minutes) that remembers the amount you entered and any payment method that failed.</li>
            <li>When our bot protection (Google reCAPTCHA) is enabled, Google may set its own cookies on the login and registration forms.</li>
          </ul>
          <p>We use no advertising cookies.</p>
        </section>
        <section>
          <h2>Who we share it with</h2>
          <p>
            Only the payment providers, identity verification services and game providers needed to serve you, each bound to use the data for that
            purpose only, and authorities when the law requires it. We never sell your data.
          </p>
        </section>
        <section>
          <h2>How long we keep it</h2>
          <p>
            For as long as your account is open, and afterwards only as long as the law obliges us to keep financial and verification records.
            Technical logs are deleted after a few months.
          </p>
        </section>
        <section>
          <h2>Your rights</h2>
          <p>
            You may ask for a copy of your data, have it corrected or deleted, restrict or object to its use, and receive it in a portable format. You
            may also complain to your data protection authority. To exercise a right, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            ; we answer within one month.
          </p>
        </section>
      </article>
    </div>
  );
}
