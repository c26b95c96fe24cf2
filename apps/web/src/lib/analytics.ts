import { analyticsPaths } from '@lodestar/contracts';
import { useCookieConsent } from './cookie-consent';

type BrowserEvent = 'page_view' | 'registration_started';

/**
 * Sends one first-party analytics event, and only if the visitor accepted cookies: before that, nothing about the
 * visit leaves the browser. Fire and forget: a lost page view is not worth an error.
 */
export function sendAnalyticsEvent(name: BrowserEvent, path = window.location.pathname): void {
  if (!useCookieConsent.getState().accepted) return;
  void fetch(analyticsPaths.events, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, path }),
    // The page may be navigating away.
    keepalive: true,
  }).catch(() => undefined);
}

const REGISTRATION_STARTED_KEY = 'lodestar-registration-started';

/** Once per browser session: reopening the register modal is the same attempt. */
export function sendRegistrationStarted(): void {
  if (!useCookieConsent.getState().accepted || sessionStorage.getItem(REGISTRATION_STARTED_KEY)) return;
  sessionStorage.setItem(REGISTRATION_STARTED_KEY, '1');
  sendAnalyticsEvent('registration_started');
}

/** Adds a third-party script once (the licence seal, an analytics tag); callers load them only after consent. */
export function loadThirdPartyScript(url: string): void {
  if (document.querySelector(`script[src="${CSS.escape(url)}"]`)) return;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  document.head.append(script);
}
