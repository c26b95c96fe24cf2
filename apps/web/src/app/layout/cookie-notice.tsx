import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@lodestar/contracts/schema-free';
import { Button } from '@/components/button';
import { useCookieConsent } from '@/lib/cookie-consent';
import './cookie-notice.css';

export function CookieNotice() {
  // A game page fills the window: a notice stuck to the bottom would cover the game's buttons on a phone, so there
  // it waits below the footer instead.
  const onGamePage = useLocation().pathname.startsWith('/game/');
  const { accepted, accept } = useCookieConsent();
  const noticeRef = useRef<HTMLElement>(null);
  useStuckHeight(noticeRef, !accepted && !onGamePage);
  if (accepted) return null;

  return (
    <section ref={noticeRef} className={onGamePage ? 'cookie-notice cookie-notice--in-flow' : 'cookie-notice'} aria-label="Cookie notice">
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

/**
 * While the notice sticks to the bottom, its height is --cookie-notice-height: the chat button floats above it. Set
 * before the browser paints the notice (a layout effect, not an effect that runs after the paint): painted once at the
 * bottom and then lifted, the chat button was a layout shift of every first visit (issue 12).
 */
function useStuckHeight(ref: RefObject<HTMLElement | null>, stuck: boolean) {
  useLayoutEffect(() => {
    const notice = ref.current;
    const root = document.documentElement.style;
    if (!stuck || !notice) return;
    const setHeight = () => root.setProperty('--cookie-notice-height', `${notice.offsetHeight}px`);
    setHeight();
    // Later changes (a font that arrives, a narrower window) follow it.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(setHeight);
    observer?.observe(notice);
    return () => {
      observer?.disconnect();
      root.removeProperty('--cookie-notice-height');
    };
  }, [ref, stuck]);
}
