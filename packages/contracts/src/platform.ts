import { z } from 'zod';

/** Every non-2xx answer of the API has this body. */
export const apiErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorResponse>;

/** GET ip-service user/currentIp */
export const currentIpResponse = z.object({ country: z.string(), isoCode: z.string() });
export type CurrentIp = z.infer<typeof currentIpResponse>;

/** GET /static/site-configuration.json: what the browser may know of the server's configuration. */
export const siteConfigurationResponse = z.object({
  recaptchaSiteKey: z.string().nullable(),
  supportEmail: z.string(),
  /** Development helpers (mailbox page, crash page) are on: never in production. */
  devTools: z.boolean(),
  /** The operator runs no loyalty programme (NO_LOYALTY): the profile's loyalty widget and rakeback card are hidden. */
  noLoyalty: z.boolean(),
  /** The gambling licence the footer shows; null: the site runs without one (test mode) and says so. */
  licence: z
    .object({
      number: z.string(),
      authority: z.string(),
      verificationUrl: z.string().nullable(),
      /** The regulator's seal script: loaded only after cookie consent (it may set cookies). */
      sealScriptUrl: z.string().nullable(),
    })
    .nullable(),
  /** A third-party analytics script, loaded only after cookie consent. */
  analyticsScriptUrl: z.string().nullable(),
  /** The tutorial modal plays this YouTube video (privacy-enhanced embed); null: our own recorded video. */
  tutorialYoutubeId: z.string().nullable(),
  /** A third-party live-chat script that replaces our chat panel; loaded only after cookie consent. */
  liveChatScriptUrl: z.string().nullable(),
});
export type SiteConfiguration = z.infer<typeof siteConfigurationResponse>;

/** GET /static/restricted-countries.json: ISO 3166-1 alpha-2 codes. */
export const restrictedCountriesResponse = z.array(z.string().length(2));

/** GET /static/country-codes.json: SPEC.md §3 "object whose values have a name". */
export const countryCodesResponse = z.record(z.string(), z.object({ name: z.string() }));

/**
 * What the first render needs, put by the server into the page it serves (a `<script type="application/json">`
 * with this id, so the CSP need not allow inline scripts): the country gate of SPEC.md §4 decides at once instead
 * of waiting for the IP call, which stays for a page served without it (the Vite dev server).
 */
export const BOOT_STATE_ELEMENT_ID = 'lodestar-boot-state';
export const bootState = z.object({
  currentIp: currentIpResponse,
  restrictedCountries: restrictedCountriesResponse,
  siteConfiguration: siteConfigurationResponse,
  /** A session cookie the server accepts came with the page request. */
  authenticated: z.boolean(),
});
export type BootState = z.infer<typeof bootState>;

/** POST /api/error-logger: what the error boundary reports. */
export const errorReportRequest = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  componentStack: z.string().max(10_000).optional(),
  url: z.string().max(2000),
  userAgent: z.string().max(1000),
  user: z.object({ id: z.string().max(100).optional(), email: z.string().max(320).optional() }).optional(),
});
export type ErrorReport = z.infer<typeof errorReportRequest>;

/** The `code` of an error answer, for clients that branch on the kind of failure rather than its wording. */
export const errorCodes = {
  validation: 'VALIDATION',
  emailTaken: 'EMAIL_TAKEN',
  emailDomainBlocked: 'EMAIL_DOMAIN_BLOCKED',
  emailRejected: 'EMAIL_REJECTED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  signinThrottled: 'SIGNIN_THROTTLED',
  accountCoolOff: 'ACCOUNT_COOL_OFF',
  notAuthenticated: 'NOT_AUTHENTICATED',
  invalidToken: 'INVALID_TOKEN',
  passwordRejected: 'PASSWORD_REJECTED',
  passwordTooCommon: 'PASSWORD_TOO_COMMON',
  wrongPassword: 'WRONG_PASSWORD',
  captchaFailed: 'CAPTCHA_FAILED',
  countryBlocked: 'COUNTRY_BLOCKED',
  foreignOrigin: 'FOREIGN_ORIGIN',
  notFound: 'NOT_FOUND',
  alreadyConfirmed: 'ALREADY_CONFIRMED',
  rateLimited: 'RATE_LIMITED',
  rateLimitUnavailable: 'RATE_LIMIT_UNAVAILABLE',
  notEnoughMoney: 'NOT_ENOUGH_MONEY',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  verificationRequired: 'VERIFICATION_REQUIRED',
  invalidAddress: 'INVALID_ADDRESS',
  belowMinimum: 'BELOW_MINIMUM',
  amountTooPrecise: 'AMOUNT_TOO_PRECISE',
  gatewayRefused: 'GATEWAY_REFUSED',
  invalidSignature: 'INVALID_SIGNATURE',
  paymentNotPending: 'PAYMENT_NOT_PENDING',
  profileFieldLocked: 'PROFILE_FIELD_LOCKED',
  underage: 'UNDERAGE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  invalidLaunchToken: 'INVALID_LAUNCH_TOKEN',
  gameSessionExpired: 'GAME_SESSION_EXPIRED',
  stakeOutOfLimits: 'STAKE_OUT_OF_LIMITS',
  invalidBet: 'INVALID_BET',
  roundStillOpen: 'ROUND_STILL_OPEN',
  roundNotOpen: 'ROUND_NOT_OPEN',
  walletRefused: 'WALLET_REFUSED',
  noWalletInCurrency: 'NO_WALLET_IN_CURRENCY',
  paymentsNotConfigured: 'PAYMENTS_NOT_CONFIGURED',
  aboveMaximum: 'ABOVE_MAXIMUM',
  invalidWebhook: 'INVALID_WEBHOOK',
  invalidCharacters: 'INVALID_CHARACTERS',
  documentRefused: 'DOCUMENT_REFUSED',
  documentTooLarge: 'DOCUMENT_TOO_LARGE',
  documentNotReplaceable: 'DOCUMENT_NOT_REPLACEABLE',
  documentNotPending: 'DOCUMENT_NOT_PENDING',
  internal: 'INTERNAL',
  wrongTwoFactorCode: 'WRONG_TWO_FACTOR_CODE',
  twoFactorCodeReused: 'TWO_FACTOR_CODE_REUSED',
  secondFactorExpired: 'SECOND_FACTOR_EXPIRED',
  twoFactorState: 'TWO_FACTOR_STATE',
  accountSelfExcluded: 'ACCOUNT_SELF_EXCLUDED',
  exclusionNotShortened: 'EXCLUSION_NOT_SHORTENED',
  limitReached: 'LIMIT_REACHED',
  nothingToClaim: 'NOTHING_TO_CLAIM',
  couponInvalid: 'COUPON_INVALID',
  promotionAlreadyActive: 'PROMOTION_ALREADY_ACTIVE',
  promotionNotActive: 'PROMOTION_NOT_ACTIVE',
  bonusForfeitRequired: 'BONUS_FORFEIT_REQUIRED',
  staffPermissionMissing: 'STAFF_PERMISSION_MISSING',
  chatClosed: 'CHAT_CLOSED',
  chatAssigned: 'CHAT_ASSIGNED',
  staffSetupLinkInvalid: 'STAFF_SETUP_LINK_INVALID',
  staffChangeRefused: 'STAFF_CHANGE_REFUSED',
  couponCodeTaken: 'COUPON_CODE_TAKEN',
  couponLimitBelowRedemptions: 'COUPON_LIMIT_BELOW_REDEMPTIONS',
  couponAlreadyExpired: 'COUPON_ALREADY_EXPIRED',
  gameDisabled: 'GAME_DISABLED',
  countryAlreadyRestricted: 'COUNTRY_ALREADY_RESTRICTED',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** reCAPTCHA v3 actions: the web app asks for a token with one, the server checks the token carries it. */
export const captchaActions = ['login', 'register', 'reset_password'] as const;
export type CaptchaAction = (typeof captchaActions)[number];
