import { MINIMUM_AGE, SUPPORT_EMAIL } from '@lodestar/contracts';
import { BonusTerms } from '@/features/promotions/components/bonus-terms';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';

export function TermsPage() {
  useDocumentTitle('Terms and Conditions');
  return (
    <div className="content-page page-container">
      <header className="content-page__header">
        <p className="content-page__eyebrow">Legal</p>
        <h1 className="content-page__title">Terms and Conditions</h1>
        <p className="content-page__lede">
          These terms are the agreement between you and Lodestar Casino (“Lodestar”, “we”, “us”) when you create an account, deposit, play or cash
          out. Please read them before you register.
        </p>
      </header>
      <article className="legal">
        <section>
          <h2>1. Who may play</h2>
          <ul>
            <li>
              <strong>You must be {MINIMUM_AGE} years or older</strong>, or older if the law where you live sets a higher age for gambling. We close
              accounts of underage players and return their deposits.
            </li>
            <li>Online gambling must be legal where you are. We do not accept players from restricted countries.</li>
            <li>You may hold one account only, registered in your own name and used only by you.</li>
            <li>You play for your own entertainment, not as a business and not on behalf of anyone else.</li>
          </ul>
        </section>
        <section>
          <h2>2. Your account</h2>
          <p>
            Keep your details accurate and your password private. You are responsible for everything done through your account, so sign out of devices
            you no longer use; the Security page of your profile lists every active session. Confirm your email address to use every feature of the
            site.
          </p>
        </section>
        <section>
          <h2>3. Verification</h2>
          <p>
            Before your first cashout, and whenever the law requires it, we ask for proof of identity and of address. We may suspend deposits, play or
            withdrawals until the documents have been checked.
          </p>
        </section>
        <section>
          <h2>4. Deposits and withdrawals</h2>
          <ul>
            <li>Wallets can hold fiat and crypto currencies. Each deposit is credited in the currency you sent.</li>
            <li>
              Withdrawals need a verified identity and address. They are reviewed by our team and paid to an account in your name; while a withdrawal
              is reviewed, its amount is held and cannot be played.
            </li>
            <li>Minimum and maximum amounts are shown in the cashier before you confirm.</li>
            <li>We may refuse or reverse transactions that look fraudulent or that breach these terms.</li>
          </ul>
        </section>
        <section id="bonus-terms" aria-labelledby="bonus-terms-title">
          <BonusTerms headingId="bonus-terms-title" />
        </section>
        <section>
          <h2>6. Fair play</h2>
          <p>
            Lodestar Originals are provably fair: before each bet you can see the hash of the server seed, set your own client seed and later verify
            every result. If a game malfunctions, the affected bets are void and the stakes are returned.
          </p>
        </section>
        <section>
          <h2>7. Responsible gaming</h2>
          <p>
            Gambling should stay fun. You can set limits or self-exclude from your profile. A self-exclusion cannot be reversed before its end date.
            If you feel you are losing control, contact us and we will help.
          </p>
        </section>
        <section>
          <h2>8. Closing your account</h2>
          <p>
            You may close your account at any time by writing to support; your withdrawable balance is paid out once verification is complete. We may
            close an account that breaches these terms.
          </p>
        </section>
        <section>
          <h2>9. Changes and contact</h2>
          <p>
            We tell you about material changes to these terms before they take effect. Questions? Write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </article>
    </div>
  );
}
