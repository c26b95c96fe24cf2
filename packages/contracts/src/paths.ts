/** The HTTP paths of SPEC.md §7, shared so the web client and the server cannot drift apart. */
export const USER_SERVICE = '/user-service/api/v1';
export const PROFILE_SERVICE = '/profile-service/api/v1';
export const GAME_AGGREGATOR = '/game-aggregator-service/api/v1';
export const IP_SERVICE = '/ip-service/api/v1';

export const apiPaths = {
  signin: `${USER_SERVICE}/signin`,
  signout: `${USER_SERVICE}/signout`,
  registration: `${USER_SERVICE}/registration`,
  validateEmail: `${USER_SERVICE}/registration/validate`,
  forgotPassword: `${USER_SERVICE}/forgot-password`,
  changePassword: `${USER_SERVICE}/change-password`,
  resetPassword: `${USER_SERVICE}/account/reset-password`,
  confirmEmail: `${USER_SERVICE}/account/confirm`,
  resendConfirmation: `${USER_SERVICE}/account/resend`,
  isAuthenticated: `${USER_SERVICE}/isAuthenticated`,
  profile: `${PROFILE_SERVICE}/profile`,
  sessions: `${PROFILE_SERVICE}/profile/session`,
  session: (id: string) => `${PROFILE_SERVICE}/profile/session/${encodeURIComponent(id)}`,
  funds: `${PROFILE_SERVICE}/profile/currency`,
  rateLimit: (currency: string) => `${PROFILE_SERVICE}/rate/limit/${currency}`,
  minimums: (currency: string) => `${PROFILE_SERVICE}/payment/minimums/${currency}`,
  withdrawable: `${PROFILE_SERVICE}/profile/withdrawable`,
  totalDeposits: `${PROFILE_SERVICE}/profile/payment/total-deposits`,
  gateways: `${PROFILE_SERVICE}/profile/payment/gateways`,
  payment: (id: string) => `${PROFILE_SERVICE}/profile/payment/${id}`,
  deposit: (gateway: string) => `${PROFILE_SERVICE}/profile/${gateway}/deposit`,
  jetonDeposit: (type: 'checkout' | 'qr') => `${PROFILE_SERVICE}/profile/jeton/${type}/deposit`,
  jetonCashDeposit: `${PROFILE_SERVICE}/profile/jeton/cash/deposit`,
  cryptoDeposit: `${PROFILE_SERVICE}/profile/crypto/deposit`,
  cryptoWithdraw: `${PROFILE_SERVICE}/profile/crypto/withdraw`,
  fiatWithdraw: `${PROFILE_SERVICE}/profile/skrill/withdraw`,
  paymentHistory: (kind: 'fiat' | 'crypto', type: 'deposits' | 'withdrawals') => `${PROFILE_SERVICE}/profile/${kind}/${type}`,
  balanceStream: `${PROFILE_SERVICE}/profile/balance/stream`,
  currencies: `${GAME_AGGREGATOR}/currency`,
  launchGame: `${GAME_AGGREGATOR}/game`,
  gamesAndCategories: `${GAME_AGGREGATOR}/games-and-categories`,
  latestWinners: `${GAME_AGGREGATOR}/winners/latest`,
  topWinners: `${GAME_AGGREGATOR}/winners/top`,
  skinConfiguration: `${GAME_AGGREGATOR}/skin-configuration`,
  topGames: `${GAME_AGGREGATOR}/category/top-games`,
  mainGames: `${GAME_AGGREGATOR}/category/main-games`,
  featuredGames: `${GAME_AGGREGATOR}/category/featured-games`,
  newGames: `${GAME_AGGREGATOR}/category/new-games`,
  jackpots: `${GAME_AGGREGATOR}/jackpots`,
  favoriteGames: `${PROFILE_SERVICE}/profile/favoriteGame`,
  /** Not in SPEC.md's calls: its client state's playedGames, the signed-in player's recently played games. */
  playedGames: `${PROFILE_SERVICE}/profile/played-games`,
  favoriteGame: (id: string) => `${PROFILE_SERVICE}/profile/favoriteGame/${encodeURIComponent(id)}`,
  betHistory: `${PROFILE_SERVICE}/history/bet`,
  betHistoryProviders: `${PROFILE_SERVICE}/history/bet/provider`,
  currentIp: `${IP_SERVICE}/user/currentIp`,
  errorLogger: '/api/error-logger',
  siteConfiguration: '/static/site-configuration.json',
  restrictedCountries: '/static/restricted-countries.json',
  countryCodes: '/static/country-codes.json',
  currenciesStatic: '/static/currencies.json',
  receiveEmail: `${PROFILE_SERVICE}/profile/receive-email`,
  /** Where SPEC.md §7 places the coupon check: the user service. */
  couponCheck: `${USER_SERVICE}/promotion/coupon`,
  /** The same check where this product answered it first, kept so that a client calling it goes on working. */
  couponCheckAtProfileService: `${PROFILE_SERVICE}/promotion/coupon`,
  /** Not in SPEC.md: the deposit tiers running now, which staff may change, for the terms page. */
  depositBonusTiers: `${PROFILE_SERVICE}/promotion/deposit-tiers`,
  redeemCoupon: `${PROFILE_SERVICE}/profile/redeem-promotion-coupon`,
  eligiblePromotions: `${PROFILE_SERVICE}/profile/promotion-eligible`,
  playerPromotions: `${PROFILE_SERVICE}/profile/promotion`,
  loyaltyLevel: `${PROFILE_SERVICE}/profile/loyalty-level`,
  rakebackClaim: `${PROFILE_SERVICE}/profile/rakeback/claim`,
  unsubscribe: (id: string) => `${PROFILE_SERVICE}/profile/unsubscribe/${encodeURIComponent(id)}`,
} as const;

export const twoFactorPaths = {
  /** GET: the security overview of the signed-in player (2FA state, previous sign-in). */
  security: `${PROFILE_SERVICE}/profile/security`,
  /** POST: starts (or restarts) an enrolment: a new secret, shown once. */
  enrolment: `${PROFILE_SERVICE}/profile/two-factor/enrolment`,
  /** POST: a code of the new secret turns 2FA on and answers the recovery codes. */
  enable: `${PROFILE_SERVICE}/profile/two-factor/enable`,
  /** POST: a code or a recovery code turns 2FA off. */
  disable: `${PROFILE_SERVICE}/profile/two-factor/disable`,
  /** POST: a code replaces every recovery code with ten new ones. */
  recoveryCodes: `${PROFILE_SERVICE}/profile/two-factor/recovery-codes`,
  /** POST: the code step of a sign-in that passed the password. */
  signinCode: `${USER_SERVICE}/signin/two-factor`,
} as const;

/** UKGC RTS 13: the reality check, a reminder of time and money spent at an interval the player chooses. */
export const realityCheckPaths = {
  /** GET the status; PUT the interval. */
  status: `${PROFILE_SERVICE}/profile/reality-check`,
  acknowledge: `${PROFILE_SERVICE}/profile/reality-check/acknowledge`,
} as const;
