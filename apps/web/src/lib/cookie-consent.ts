import { create } from 'zustand';
import { COOKIE_CONSENT_MAX_AGE_SECONDS, COOKIE_CONSENT_NAME } from '@lodestar/contracts/schema-free';
import { readCookie, writeCookie } from './cookies';

interface CookieConsentStore {
  /** The visitor pressed OK on the cookie notice (now or on an earlier visit). */
  accepted: boolean;
  accept: () => void;
}

/**
 * Cookie consent, shared by the notice and everything that waits for it: analytics, the licence seal and any
 * third-party script start only once it is true.
 */
export const useCookieConsent = create<CookieConsentStore>((set) => ({
  accepted: readCookie(COOKIE_CONSENT_NAME) !== undefined,
  accept: () => {
    writeCookie(COOKIE_CONSENT_NAME, 'true', COOKIE_CONSENT_MAX_AGE_SECONDS);
    set({ accepted: true });
  },
}));

export const useHasCookieConsent = () => useCookieConsent((state) => state.accepted);
