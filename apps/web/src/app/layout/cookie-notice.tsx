import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { COOKIE_CONSENT_MAX_AGE_SECONDS, COOKIE_CONSENT_NAME, messages } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { readCookie, writeCookie } from '@/lib/cookies';
import './cookie-notice.css';

export function CookieNotice() {
  // A game page fills the window: a notice stuck to the bottom would cover the game's buttons on a phone, so there
  // it waits below the footer instead.
  const onGamePage = useLocation().pathname.startsWith('/game/');
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_CONSENT_NAME) !== undefined);
  if (accepted) return null;

  const accept = () => {
    writeCookie(COOKIE_CONSENT_NAME, 'true', COOKIE_CONSENT_MAX_AGE_SECONDS);
    setAccepted(true);
  };

  return (
    <section className={onGamePage ? 'cookie-notice cookie-notice--in-flow' : 'cookie-notice'} aria-label="Cookie notice">
      <div className="cookie-notice__inner page-container">
        <svg className="cookie-notice__icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path d="M16 3a13 13 0 1013 13 5 5 0 01-5-5 5 5 0 01-5-5 3 3 0 01-3-3z" fill="#f5b942" />
          <circle cx="11" cy="14" r="2" fill="#1d1303" />
          <circle cx="18" cy="20" r="2" fill="#1d1303" />
          <circle cx="11" cy="22" r="1.4" fill="#1d1303" />
        </svg>
        <p className="cookie-notice__text">
          {messages.cookieNotice} <Link to="/privacy-policy">Privacy policy</Link>
        </p>
        <Button size="sm" onClick={accept}>
          OK
        </Button>
      </div>
    </section>
  );
}
