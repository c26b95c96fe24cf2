import { Link } from 'react-router';
import { MINIMUM_AGE, SUPPORT_EMAIL } from '@lodestar/contracts/schema-free';
import { Logo } from '@/components/logo';
import { useSiteConfiguration } from '@/lib/platform-api';
import './site-footer.css';

/**
 * The licence the site runs under, from the configuration, with the regulator's seal (its script fills
 * #licence-seal, and is loaded only after cookie consent); with none configured, a plain statement that there is none.
 */
function LicenceNotice() {
  const configuration = useSiteConfiguration().data;
  // Until the configuration is known (the Vite dev server asks for it) the footer claims nothing either way.
  if (!configuration) return null;
  const { licence } = configuration;
  if (!licence) {
    return (
      <p className="site-footer__licence site-footer__licence--none" role="note">
        <strong>Test mode:</strong> this site runs without a gambling licence. No real money should be deposited or played.
      </p>
    );
  }
  return (
    <div className="site-footer__licence">
      <div id="licence-seal" className="site-footer__seal" aria-hidden={licence.sealScriptUrl ? undefined : true}>
        {!licence.sealScriptUrl && (
          <svg viewBox="0 0 48 48" focusable="false">
            <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15 25l6 6 12-14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </div>
      <p>
        Licensed and regulated by {licence.authority}, licence number {licence.number}.{' '}
        {licence.verificationUrl && (
          <a href={licence.verificationUrl} target="_blank" rel="noopener noreferrer">
            Verify this licence
          </a>
        )}
      </p>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner page-container">
        <div className="site-footer__brand">
          <Logo />
          <p className="site-footer__tagline">Provably fair games, fiat and crypto wallets, and cashouts reviewed by real people.</p>
        </div>
        <nav className="site-footer__nav" aria-label="Legal">
          <ul>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/fairness">Provably fair</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <Link to="/responsible-gambling">Responsible gambling</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__responsible">
          <span className="site-footer__age" aria-hidden="true">
            {MINIMUM_AGE}+
          </span>
          <p>
            <strong>Only players aged {MINIMUM_AGE} or older may play.</strong> Gambling can be addictive: set limits, take breaks, and use
            self-exclusion in your profile if you need it.
          </p>
        </div>
        <LicenceNotice />
        <p className="site-footer__copyright">© {new Date().getFullYear()} Lodestar Casino. All rights reserved.</p>
      </div>
    </footer>
  );
}
