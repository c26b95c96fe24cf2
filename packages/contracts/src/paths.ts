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
  currentIp: `${IP_SERVICE}/user/currentIp`,
  errorLogger: '/api/error-logger',
  siteConfiguration: '/static/site-configuration.json',
  restrictedCountries: '/static/restricted-countries.json',
  countryCodes: '/static/country-codes.json',
  currenciesStatic: '/static/currencies.json',
} as const;
