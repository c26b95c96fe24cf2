/**
 * The message catalogue: every user-visible string that SPEC.md quotes, word for word (typos included),
 * plus the few this product adds where the spec is silent. Server answers and web screens both read from here.
 */
export const messages = {
  register: {
    duplicateEmail: 'User with same email exists',
    emailStatus: (status: string) => `Your email seems to be ${status}, Please try another email!`,
    validationUnavailable: 'Registration is not complete, Please contact support!',
    blocklistedDomain: 'Something went wrong contact support',
    fullNameLength: 'Full Name should be between 3 to 50 characters',
    fullNameTwoWords: 'Full name has to be first name & last name',
    termsRequired: 'Please accept the terms to continue',
  },
  login: {
    coolOff: 'Your account is on cool off period, contact support!',
    locked: 'Your account has been locked, Please contact support!',
    incorrect: 'Either username or password is incorrect',
    /** Not in SPEC.md: failed sign-ins slow an email or an address down for a while (DESIGN.md "Security"). */
    throttled: 'Too many failed sign-in attempts. Please wait a few minutes and try again, or reset your password.',
    /** Not in SPEC.md: the account had failed sign-ins, so a device it has not signed in from proves it is a person. */
    captchaRequired: 'Please confirm you are not a robot to log in.',
  },
  forgotPassword: {
    sent: 'Reset password link is sent!',
  },
  resetPassword: {
    failure: 'Password must be more than 8 characters and not previously been used!',
    success: 'Password successfuly updated',
    nothingChanged: 'Please update values before continue',
    mismatch: 'Passwords do not match',
    invalidToken: 'This reset link is invalid or has expired, please request a new one',
  },
  changePassword: {
    success: 'Password successfuly updated',
    wrongOldPassword: 'Your current password is incorrect',
  },
  confirmEmail: {
    success: 'Your email is confirmed',
    invalidToken: 'This confirmation link is invalid or has expired',
    resent: 'Confirmation email is sent!',
    alreadyConfirmed: 'Your email is already confirmed',
  },
  field: {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email',
    passwordTooShort: 'too short',
    /** Checked on the server against a list of the most common breached passwords (OWASP ASVS 2.1.7). */
    passwordTooCommon: 'This password is too common and easy to guess, please choose another one',
    /** Judged by zxcvbn-ts (password-strength.ts); its own warning and suggestions follow this sentence. */
    passwordTooWeak: 'This password is too easy to guess.',
    passwordStrongEnough: 'Hard to guess: good.',
    tooLong: (max: number) => `Must be at most ${max} characters`,
  },
  captcha: {
    notLoaded: 'Recaptcha has not been loaded',
    failed: 'Captcha verification failed, please try again',
  },
  money: {
    amountRequired: 'Please enter an amount',
    amountInvalid: 'Please enter an amount like 30 or 0.0015',
    amountPositive: 'The amount must be more than zero',
    amountTooLong: 'The amount can have at most 12 characters',
    amountTooPrecise: (decimals: number) => `This currency has at most ${decimals} decimals`,
    currencyRequired: 'Selected currency is required.',
    addressRequired: '*required',
    addressInvalid: (currency: string) => `This is not a valid ${currency} address`,
    belowMinimumDeposit: (minimum: string) => `Minimum deposit amount is ~${minimum}€`,
    belowMinimumWithdraw: (minimum: string, currency: string) => `The minimum cashout is ${minimum} ${currency}`,
    gatewayRefused: 'This payment method is not available for your deposit',
    verificationRequired: 'Your identification and address has to be verified before cashout',
    verifiedForCashout: 'Your identity and address are verified: you can cash out',
    addCurrencyFailed: "Couldn't add currency, please contact support",
    noWalletInCurrency: (currency: string) => `You have no ${currency} wallet yet. Add ${currency} to your wallets, then start the game.`,
    cashoutSent: 'Cash out request has been sent!',
    cashoutFailed: 'Something went wrong, please contact support!',
    failedToProcess: 'Failed to process',
    noPromotion: "I don't want any promotion",
    paymentReceived: 'Payment received',
    /** Not in SPEC.md: a checkout's outcome, with what the player can do next (the method is 'Credit Card · Ruby'). */
    paymentDeclined: (method: string) => `Your ${method} payment was declined, so no money was taken. Try another payment method.`,
    paymentFailed: (method: string) => `${method} could not process your payment, so no money was taken. Try another payment method.`,
    paymentPendingTitle: 'Payment pending',
    paymentPending: (method: string) =>
      `Your ${method} payment is pending. Your balance updates by itself when it completes; you can close this window.`,
    waitingForApproval: 'Waiting for approval',
    noPayments: 'No payments yet',
    paymentsNotConfigured: 'Payments are not configured yet, please contact support',
    /** Not in SPEC.md: no node watches this currency's chain, so a coin sent to an address would go unseen. */
    cryptoNotConfigured: (currency: string) => `${currency} deposits are not configured yet, please contact support`,
    aboveMaximumDeposit: (maximum: string) => `Maximum deposit amount is ~${maximum}€`,
    amountTooLarge: 'The amount is too large',
  },
  payment: {
    /** SPEC.md §8 names the key payment not_enough_money without its text. */
    notEnoughMoney: 'Not enough money',
    duplicateOperation: 'This operation was already made with different details',
  },
  coupon: {
    valid: 'Coupon is valid',
    couponInvalid: 'Coupon is invalid',
    registered: 'Promo code is registered!',
    invalid: 'Not a valid promo code',
  },
  toast: {
    signinFailed: 'Signin did not work!',
    signoutFailed: 'Signout did not work!',
    authCheckFailed: 'Error',
    ipLookupFailed: 'Client Ip went wrong',
    ipAuthFailed: 'Authentication failed!',
    fundFailed: 'Get fund did not work',
    withdrawableFailed: 'Get Withdrawable did not work',
    minimumsFailed: 'Could not get deposit minimum amounts',
    /** Not in SPEC.md §8: without the minimum the cashout button stays disabled, so the player must learn why. */
    minimumCashoutFailed: 'Could not get the minimum cashout amount',
    /** Not in SPEC.md §8: without the currencies no amount can be read, and the money modals stay disabled. */
    currenciesFailed: 'Could not get the currencies',
    newGamesFailed: 'Get New Games did not work',
    topGamesFailed: 'Get Top Games did not work',
    featuredGamesFailed: 'Get Featured Games did not work',
    /** SPEC.md §8 words the jackpot games' failure with two spaces; kept as written. */
    jackpotGamesFailed: 'Get Top Games  did not work',
  },
  http: {
    badRequest: 'Some fields are not valid',
    unauthorized: 'Please sign in to continue',
    forbiddenOrigin: 'Cross-site request refused',
    notFound: 'Not found',
    payloadTooLarge: 'The request is too large',
    invalidCharacters: 'Text cannot contain the NUL character or broken Unicode characters',
    tooManyRequests: 'Too many attempts, please try again later',
    rateLimitUnavailable: 'This is unavailable for a moment, please try again in a few minutes',
    databaseUnavailable: 'The casino is unavailable for a moment: nothing was changed, please try again in a few seconds',
    accountBusy: 'Your account is busy with another operation: nothing was changed, please try again in a few seconds',
    internal: 'Something went wrong, please try again later',
  },
  cookieNotice: 'We use cookies to keep you signed in and to make the site work. By continuing you agree to our use of cookies.',
  welcomeBanner: 'Welcome bonus, 150 free spins',
  gameSearch: {
    placeholder: 'find your game',
  },
  errorPage: {
    code: '500',
    title: 'Error :(',
    text: 'We are sorry. This was unexpected.',
    back: 'Go Back',
  },
  /** A page whose code a deploy replaced while it was open: it reloads once, then says this. */
  staleChunkPage: {
    title: 'This page could not be loaded',
    text: 'Lodestar Casino may have just been updated, or the connection dropped. Reload the page to continue.',
    reload: 'Reload the page',
  },
  blockedPage: {
    title: (country: string) => `Country blocked (${country})`,
    unavailable: (country: string) => `Lodestar Casino is not available in ${country}.`,
    vpn: 'If you are using a VPN or a proxy, please turn it off and reload the page.',
    support: 'Need help? Contact our support at',
  },
  logout: {
    confirm: 'Are you sure?',
    cancel: 'Cancel',
    yes: 'Yes',
  },
} as const;

export const realityCheckText = {
  title: 'Reality check',
  settingsTitle: 'Reality check',
  settingsIntro: 'We remind you how long you have been playing, how much you have wagered and your net position, as often as you choose.',
  intervalLabel: 'Remind me every',
  save: 'Save',
  saved: 'Your reality check interval was saved',
  badInterval: 'Please choose one of the offered intervals',
  dialogIntro: 'A reminder of your play since you logged in.',
  timePlayed: 'Time played',
  wagered: 'Wagered',
  netPosition: 'Net position',
  nothingWagered: 'Nothing wagered yet',
  continue: 'Continue',
  logOut: 'Log out',
  statementLink: 'See your account statement',
} as const;

export const promotionMessages = {
  stakeAboveBonusMaximum: (maximum: string) => `While a bonus is being wagered the largest stake is ${maximum}. Lower your stake.`,
  alreadyActive: 'You already have an active promotion. Finish or cancel it before taking another one.',
  notEligible: 'This promotion is not available to you',
  notFound: 'Promotion not found',
  notActive: 'This promotion is no longer active',
  noFreeSpins: 'You have no free spins left on this game',
  withdrawalForfeits: (bonus: string) =>
    `You have an active bonus. Cashing out now forfeits it: ${bonus} of bonus money and its winnings will be removed.`,
  cancelForfeits: (bonus: string) => `Cancelling forfeits ${bonus} of bonus money and any free-spin winnings. This cannot be undone.`,
  nothingToClaim: 'There is no rakeback to claim',
  rakebackClaimed: (amount: string) => `${amount} rakeback added to your balance`,
  eligibleFailed: 'EligiblePromotions: did not work',
  /** What a bonus code typed at registration gives, and that the welcome bonus of the first deposit stays. */
  registrationCodeKept: (name: string, kind: 'deposit' | 'no-deposit') =>
    kind === 'no-deposit'
      ? `${name}: kept in Available promotions, so your first deposit still gets the welcome bonus. Claim it whenever you like.`
      : `${name}: for a deposit after your first, which still gets the welcome bonus.`,
  /** A no-deposit offer from the registration code, claimed before the first deposit. */
  claimBeforeWelcome: 'Claimed before your first deposit, it runs first: that deposit then gets no welcome bonus.',
} as const;
