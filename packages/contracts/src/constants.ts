/** Business constants of SPEC.md §9 that the server and the web app share. */
export const FULL_NAME_MIN_LENGTH = 3;
export const FULL_NAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const TEXT_FIELD_MAX_LENGTH = 255;
export const PROMO_COUPON_MAX_LENGTH = 255;
export const MINIMUM_AGE = 18;
export const DEFAULT_CURRENCY = 'EUR';
export const DEFAULT_LANGUAGE = 'en';
export const SUPPORTED_LANGUAGES = ['en'] as const;

/** SPEC.md §9: the lobby shows 12 games and adds 12 per 'load more'; search shows 5 and adds 3. */
export const LOBBY_PAGE_SIZE = 12;
export const SEARCH_INITIAL_RESULTS = 5;
export const SEARCH_LOAD_MORE = 3;

export const TOAST_DURATION_MS = 5000;
export const QUERY_CACHE_MS = 300_000;
export const WELCOME_BANNER_MIN_VIEWPORT_PX = 1100;

export const COOKIE_CONSENT_NAME = 'cookies_accepted';
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 10 * 365 * 24 * 60 * 60;
export const CLICK_ID_COOKIE_NAME = 'click_id';
export const SESSION_COOKIE_NAME = 'lodestar_session';
/** HttpOnly, long-lived: names the browser, so its sign-ins count as its own and a device it signed in from is known. */
export const DEVICE_COOKIE_NAME = 'lodestar_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_HISTORY_SIZE = 5;
/**
 * Failed sign-ins slow down the source that fails, an IP address or a device (its cookie), never lock an account:
 * each full batch of a source's failures blocks that source for SIGNIN_THROTTLE_BASE_MS, doubled with every further
 * batch, at most SIGNIN_THROTTLE_MAX_MS. A subject without a failure for SIGNIN_FAILURES_FORGOTTEN_AFTER_MS starts
 * afresh. An account (its email, known or not) with SIGNIN_CAPTCHA_AFTER_FAILURES failures asks new devices for a
 * captcha; where no captcha is configured, its batches of SIGNIN_THROTTLE_FAILURES_PER_EMAIL slow new devices down
 * instead. A device the account signed in from before, and one that reset the password, pass either way.
 */
export const SIGNIN_THROTTLE_FAILURES_PER_EMAIL = 10;
export const SIGNIN_CAPTCHA_AFTER_FAILURES = 5;
export const SIGNIN_THROTTLE_FAILURES_PER_DEVICE = 10;
/** Higher than per device: many players may share one address (a household, a mobile carrier's NAT). */
export const SIGNIN_THROTTLE_FAILURES_PER_IP = 50;
export const SIGNIN_THROTTLE_BASE_MS = 15 * 60 * 1000;
export const SIGNIN_THROTTLE_MAX_MS = 24 * 60 * 60 * 1000;
export const SIGNIN_FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;
/** OWASP ASVS 3.3: a session ends after this long without activity (on the site or in a game)... */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** ...and this long after sign-in whatever the activity (the sign-in call has no "keep me signed in" flag). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export const SUPPORT_EMAIL = 'support@lodestar.casino';

/** Currency codes a wallet can hold (SPEC.md §3: DOG is displayed as DOGE). */
export const currencyCodes = ['EUR', 'USD', 'CAD', 'GBP', 'BRL', 'BTC', 'ETH', 'LTC', 'DOG', 'USDT', 'TRX'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The id of the page's `<script type="application/json">` that carries platform.ts' bootState. */
export const BOOT_STATE_ELEMENT_ID = 'lodestar-boot-state';
/**
 * Marks the style sheets of a page whose first screen is pre-rendered with its CSS inline: the server sends them as
 * preloads, which do not hold the first paint back, and the site's script applies them before it renders.
 */
export const DEFERRED_STYLE_SHEET_ATTRIBUTE = 'data-lodestar-deferred-style';
/**
 * Marks the module preloads of a page whose first screen is pre-rendered: the server sends them inert (no rel), and
 * the site's entry turns them on once that screen has painted, so its pictures come before the site's code.
 */
export const DEFERRED_MODULE_ATTRIBUTE = 'data-lodestar-deferred-module';
