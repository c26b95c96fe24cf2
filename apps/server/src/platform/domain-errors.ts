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
  | 'insufficient-funds';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

const defineError = (kind: DomainErrorKind, code: string) =>
  class extends DomainError {
    static readonly code = code;
    constructor(message: string) {
      super(kind, code, message);
    }
  };

export class EmailTaken extends defineError('conflict', 'EMAIL_TAKEN') {}
export class EmailDomainBlocked extends defineError('forbidden', 'EMAIL_DOMAIN_BLOCKED') {}
export class EmailRejected extends defineError('invalid', 'EMAIL_REJECTED') {}
export class InvalidCredentials extends defineError('unauthenticated', 'INVALID_CREDENTIALS') {}
export class AccountLocked extends defineError('locked', 'ACCOUNT_LOCKED') {}
export class AccountCoolingOff extends defineError('legally-restricted', 'ACCOUNT_COOL_OFF') {}
export class NotAuthenticated extends defineError('unauthenticated', 'NOT_AUTHENTICATED') {}
export class InvalidToken extends defineError('invalid', 'INVALID_TOKEN') {}
export class PasswordRejected extends defineError('invalid', 'PASSWORD_REJECTED') {}
export class WrongPassword extends defineError('invalid', 'WRONG_PASSWORD') {}
export class CaptchaFailed extends defineError('invalid', 'CAPTCHA_FAILED') {}
export class CountryBlocked extends defineError('forbidden', 'COUNTRY_BLOCKED') {}
export class ForeignOrigin extends defineError('forbidden', 'FOREIGN_ORIGIN') {}
export class NotFound extends defineError('not-found', 'NOT_FOUND') {}
export class AlreadyConfirmed extends defineError('conflict', 'ALREADY_CONFIRMED') {}
export class RateLimited extends defineError('rate-limited', 'RATE_LIMITED') {}
export class InsufficientFunds extends defineError('insufficient-funds', 'NOT_ENOUGH_MONEY') {}
/** An idempotency key used again for a different movement of money. */
export class IdempotencyConflict extends defineError('conflict', 'IDEMPOTENCY_CONFLICT') {}
