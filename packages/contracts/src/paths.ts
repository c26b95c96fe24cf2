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
  currentIp: `${IP_SERVICE}/user/currentIp`,
  errorLogger: '/api/error-logger',
  siteConfiguration: '/static/site-configuration.json',
  restrictedCountries: '/static/restricted-countries.json',
  countryCodes: '/static/country-codes.json',
} as const;
