import { errorCodes, type ErrorCode } from '@lodestar/contracts';

/**
 * Typed failures of use cases. Services throw these; error-handler.ts maps them to HTTP in one place,
 * so no service knows about status codes.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'locked'
  | 'legally-restricted'
  | 'rate-limited'
  | 'insufficient-funds'
  /** The operator has not configured what the call needs (a payment gateway). */
  | 'unavailable'
  /** An upload over its size limit. */
  | 'too-large';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    message: string,
    /** The request field at fault, when there is one: the answer then also carries it as a field error. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

const defineError = (kind: DomainErrorKind, code: ErrorCode) =>
  class extends DomainError {
    static readonly code = code;
    constructor(message: string, field?: string) {
      super(kind, code, message, field);
    }
  };

/** Input that fails a check a route makes itself (a signed body that is not the documented shape). */
export class InvalidInput extends defineError('invalid', errorCodes.validation) {}
export class EmailTaken extends defineError('conflict', errorCodes.emailTaken) {}
export class EmailDomainBlocked extends defineError('forbidden', errorCodes.emailDomainBlocked) {}
export class EmailRejected extends defineError('invalid', errorCodes.emailRejected) {}
export class InvalidCredentials extends defineError('unauthenticated', errorCodes.invalidCredentials) {}
export class AccountLocked extends defineError('locked', errorCodes.accountLocked) {}
/** Too many failed sign-ins for this email or from this address: wait, whether or not the account exists. */
export class SigninThrottled extends defineError('rate-limited', errorCodes.signinThrottled) {}
export class AccountCoolingOff extends defineError('legally-restricted', errorCodes.accountCoolOff) {}
export class NotAuthenticated extends defineError('unauthenticated', errorCodes.notAuthenticated) {}
export class InvalidToken extends defineError('invalid', errorCodes.invalidToken) {}
export class PasswordRejected extends defineError('invalid', errorCodes.passwordRejected) {}
/** A new password found in the list of common breached passwords; answered as a field error on `field`. */
export class PasswordTooCommon extends defineError('invalid', errorCodes.passwordTooCommon) {}
/** A new password zxcvbn-ts finds too easy to guess; the message carries its advice, as a field error on `field`. */
export class PasswordTooWeak extends defineError('invalid', errorCodes.passwordTooWeak) {}
export class WrongPassword extends defineError('invalid', errorCodes.wrongPassword) {}
export class CaptchaFailed extends defineError('invalid', errorCodes.captchaFailed) {}
/** The account had failed sign-ins: a device it has not signed in from sends a captcha token with the next attempt. */
export class CaptchaRequired extends defineError('unauthenticated', errorCodes.captchaRequired) {}
export class CountryBlocked extends defineError('forbidden', errorCodes.countryBlocked) {}
export class ForeignOrigin extends defineError('forbidden', errorCodes.foreignOrigin) {}
export class NotFound extends defineError('not-found', errorCodes.notFound) {}
export class AlreadyConfirmed extends defineError('conflict', errorCodes.alreadyConfirmed) {}
export class RateLimited extends defineError('rate-limited', errorCodes.rateLimited) {}
/** The shared counters (Redis) cannot be reached: a limited call is refused rather than let through uncounted. */
export class RateLimitUnavailable extends defineError('unavailable', errorCodes.rateLimitUnavailable) {}
/**
 * A money call gave up waiting for a row of the player that another transaction held (a lock or statement timeout):
 * its transaction was rolled back, nothing was written, and the same call may be sent again shortly.
 */
export class AccountBusy extends defineError('unavailable', errorCodes.accountBusy) {}
export class InsufficientFunds extends defineError('insufficient-funds', errorCodes.notEnoughMoney) {}
/** An idempotency key used again for a different movement of money. */
export class IdempotencyConflict extends defineError('conflict', errorCodes.idempotencyConflict) {}
export class VerificationRequired extends defineError('forbidden', errorCodes.verificationRequired) {}
export class InvalidAddress extends defineError('invalid', errorCodes.invalidAddress) {}
export class BelowMinimum extends defineError('invalid', errorCodes.belowMinimum) {}
export class AmountTooPreciseError extends defineError('invalid', errorCodes.amountTooPrecise) {}
export class GatewayRefused extends defineError('invalid', errorCodes.gatewayRefused) {}
export class InvalidSignature extends defineError('unauthenticated', errorCodes.invalidSignature) {}
/** No payment gateway is configured (the sandbox is off and no real adapter is set up). */
export class PaymentsNotConfigured extends defineError('unavailable', errorCodes.paymentsNotConfigured) {}
export class AboveMaximum extends defineError('invalid', errorCodes.aboveMaximum) {}
/** A correctly signed webhook whose body is not JSON or not the shape of a gateway event. */
export class InvalidWebhookBody extends defineError('invalid', errorCodes.invalidWebhook) {}
export class PaymentNotPending extends defineError('conflict', errorCodes.paymentNotPending) {}
export class ProfileFieldLocked extends defineError('invalid', errorCodes.profileFieldLocked) {}
export class Underage extends defineError('invalid', errorCodes.underage) {}
/** A studio launch token that is unknown, or not valid for this call. */
export class InvalidLaunchToken extends defineError('unauthenticated', errorCodes.invalidLaunchToken) {}
export class GameSessionExpired extends defineError('unauthenticated', errorCodes.gameSessionExpired) {}
export class StakeOutOfLimits extends defineError('invalid', errorCodes.stakeOutOfLimits) {}
/** A bet or action the game engine refuses (its message says why). */
export class InvalidBet extends defineError('invalid', errorCodes.invalidBet) {}
/** A new round, or a seed rotation, while a round of the session is still unfinished. */
export class RoundStillOpen extends defineError('conflict', errorCodes.roundStillOpen) {}
/** An action on a round that is finished or still settling. */
export class RoundNotOpen extends defineError('conflict', errorCodes.roundNotOpen) {}
/** The casino wallet refused a studio call for another reason than the balance. */
export class WalletRefused extends defineError('forbidden', errorCodes.walletRefused) {}
/** A TOTP or recovery code that does not match; answered as a field error on `code`. */
export class WrongTwoFactorCode extends defineError('invalid', errorCodes.wrongTwoFactorCode) {}
/** A TOTP code of a time step the player already used: a code seen once never signs in again. */
export class TwoFactorCodeReused extends defineError('invalid', errorCodes.twoFactorCodeReused) {}
/** The code step of a sign-in that is unknown, used, expired or out of attempts: sign in again. */
export class SecondFactorExpired extends defineError('unauthenticated', errorCodes.secondFactorExpired) {}
/** Turning 2FA on when it is on, off when it is off, or confirming an enrolment that was never started. */
export class TwoFactorStateConflict extends defineError('conflict', errorCodes.twoFactorState) {}
/** An uploaded document that is empty, not a JPEG, PNG or PDF by its bytes, or not in the expected field. */
export class DocumentRefused extends defineError('invalid', errorCodes.documentRefused) {}
export class DocumentTooLarge extends defineError('too-large', errorCodes.documentTooLarge) {}
/** A new upload while the current document is pending or approved. */
export class DocumentNotReplaceable extends defineError('conflict', errorCodes.documentNotReplaceable) {}
export class DocumentNotPending extends defineError('conflict', errorCodes.documentNotPending) {}
/** A self-excluded player (sign-in, deposits, launches, bets); a time-out answers AccountCoolingOff. */
export class SelfExcluded extends defineError('legally-restricted', errorCodes.accountSelfExcluded) {}
/** A self-exclusion or time-out cannot be shortened or lifted early. */
export class ExclusionNotShortened extends defineError('conflict', errorCodes.exclusionNotShortened) {}
/** A deposit, loss or wager limit the player set would be exceeded. */
export class LimitReached extends defineError('forbidden', errorCodes.limitReached) {}
/** Real money is played only in a currency the player holds a wallet in: adding one is the player's own decision. */
export class NoWalletInCurrency extends defineError('conflict', errorCodes.noWalletInCurrency) {}
/** A rakeback claim in a currency with no rakeback waiting (nothing accrued yet, or a second click of the same claim). */
export class NothingToClaim extends defineError('conflict', errorCodes.nothingToClaim) {}
/** A promotion coupon that is unknown, outside its validity window, used up, or already used by this player. */
export class CouponInvalid extends defineError('invalid', errorCodes.couponInvalid) {}
/** A second promotion while one is active: a player holds at most one. */
export class PromotionAlreadyActive extends defineError('conflict', errorCodes.promotionAlreadyActive) {}
/** Cancelling a promotion that already completed, expired or was forfeited. */
export class PromotionNotActive extends defineError('conflict', errorCodes.promotionNotActive) {}
/** A cashout while a bonus is active, not yet confirmed with forfeitBonus: its message says what would be forfeited. */
export class BonusForfeitRequired extends defineError('conflict', errorCodes.bonusForfeitRequired) {}
/** A staff member or staff API token without the permission a staff route needs. */
export class StaffPermissionMissing extends defineError('forbidden', errorCodes.staffPermissionMissing) {}
/** A staff password-setup link that is unknown, used or past its 24 hours. */
export class StaffSetupLinkInvalid extends defineError('invalid', errorCodes.staffSetupLinkInvalid) {}
/** A change to one's own staff account, or one that changes nothing (disabling a disabled account). */
export class StaffChangeRefused extends defineError('conflict', errorCodes.staffChangeRefused) {}
/** A staff-created coupon whose code (in any case) exists already. */
export class CouponCodeTaken extends defineError('conflict', errorCodes.couponCodeTaken) {}
/** A coupon limit lowered below the redemptions already made. */
export class CouponLimitBelowRedemptions extends defineError('conflict', errorCodes.couponLimitBelowRedemptions) {}
export class CouponAlreadyExpired extends defineError('conflict', errorCodes.couponAlreadyExpired) {}
/** A staff-created deposit tier for a deposit that has a tier from the same threshold. */
export class DepositTierExists extends defineError('conflict', errorCodes.depositTierExists) {}
export class DepositTierAlreadyEnded extends defineError('conflict', errorCodes.depositTierAlreadyEnded) {}
/** A message, attachment or assignment on a chat that is closed, or a rating of one that is not. */
export class ChatClosed extends defineError('conflict', errorCodes.chatClosed) {}
/** Another staff member already answers this chat. */
export class ChatAssigned extends defineError('conflict', errorCodes.chatAssigned) {}
/** A game staff took off the lobby: no new launch or round, though rounds already running may finish. */
export class GameDisabled extends defineError('conflict', errorCodes.gameDisabled) {}
/** A country already on the restricted list. */
export class CountryAlreadyRestricted extends defineError('conflict', errorCodes.countryAlreadyRestricted) {}
