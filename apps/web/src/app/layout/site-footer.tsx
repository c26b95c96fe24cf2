import { Link } from 'react-router';
import { MINIMUM_AGE, SUPPORT_EMAIL } from '@lodestar/contracts';
import { Logo } from '@/components/logo';
import './site-footer.css';

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
        <p className="site-footer__copyright">© {new Date().getFullYear()} Lodestar Casino. All rights reserved.</p>
      </div>
    </footer>
  );
}
