import {
  messages,
  SIGNIN_CAPTCHA_AFTER_FAILURES,
  SIGNIN_FAILURES_FORGOTTEN_AFTER_MS,
  SIGNIN_THROTTLE_BASE_MS,
  SIGNIN_THROTTLE_FAILURES_PER_DEVICE,
  SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  SIGNIN_THROTTLE_FAILURES_PER_IP,
  SIGNIN_THROTTLE_MAX_MS,
} from '@lodestar/contracts';
import { CaptchaRequired, SigninThrottled } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import type { AccountsContext } from './account-context.ts';
import { accountsRepo as repo, type SigninThrottleKey } from './repo.ts';
import type { SigninThrottleScope } from './schema.ts';

// Failed sign-ins, and wrong second-factor codes, slow their source down for a while; nothing locks for good.

export interface SigninThrottleKeys {
  /** The account, known or not (the email's hash): its failures ask new devices for a proof of humanity. */
  email: SigninThrottleKey;
  ip: SigninThrottleKey;
  /** The browser, by its device cookie's hash. */
  device: SigninThrottleKey;
}

/** The throttle rows a sign-in attempt counts against. */
export const signinThrottleKeys = (email: string, ip: string, deviceHash: string): SigninThrottleKeys => ({
  email: { scope: 'email', subject: hashSecretToken(email) },
  ip: { scope: 'ip', subject: ip },
  device: { scope: 'device', subject: deviceHash },
});

/** Wrong TOTP and recovery codes count against the player, wherever they are typed. */
export const secondFactorThrottleKey = (playerId: string): SigninThrottleKey => ({ scope: 'second-factor', subject: playerId });

const failuresPerBatch: Record<SigninThrottleScope, number> = {
  email: SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  ip: SIGNIN_THROTTLE_FAILURES_PER_IP,
  device: SIGNIN_THROTTLE_FAILURES_PER_DEVICE,
  'second-factor': SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
};

const forgottenBefore = (at: Date) => new Date(at.getTime() - SIGNIN_FAILURES_FORGOTTEN_AFTER_MS);

/** After the n-th full batch of failures: the base delay, doubled for each batch after the first, capped. */
export function signinBlockDuration(batch: number): number {
  return Math.min(SIGNIN_THROTTLE_BASE_MS * 2 ** Math.min(batch - 1, 30), SIGNIN_THROTTLE_MAX_MS);
}

export async function assertNotThrottled({ db }: AccountsContext, keys: SigninThrottleKey[], at: Date): Promise<void> {
  if ((await repo.activeSigninBlocks(db, keys, at)).length > 0) throw new SigninThrottled(messages.login.throttled);
}

/**
 * What the account's failures ask of a device it has not signed in from: with reCAPTCHA configured, a valid token
 * once the account has had SIGNIN_CAPTCHA_AFTER_FAILURES (a guesser then pays a proof of humanity per guess, the
 * owner one invisible check); without it no proof can be asked, so the account's batches of failures slow new
 * devices down as a source's do. A device the owner signed in from (or reset from) is asked nothing either way, so
 * no one else's failures keep the owner out. Unknown emails count and answer exactly like known ones.
 */
export async function assertAccountChallengeMet(
  context: AccountsContext,
  accountKey: SigninThrottleKey,
  captchaToken: string | undefined,
  request: { ip: string },
  at: Date,
): Promise<void> {
  const { db, captcha } = context;
  if (!captcha.enabled) return assertNotThrottled(context, [accountKey], at);
  if (captchaToken) return captcha.verify(captchaToken, 'login', request.ip);
  if ((await repo.recentSigninFailures(db, accountKey, forgottenBefore(at))) >= SIGNIN_CAPTCHA_AFTER_FAILURES) {
    throw new CaptchaRequired(messages.login.captchaRequired);
  }
}

/**
 * Counts a failure against each subject; a count that completes a batch blocks that subject for a while. Run for
 * unknown emails too, so both answer alike.
 */
export async function recordThrottledFailure({ db, log }: AccountsContext, keys: SigninThrottleKey[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of keys) {
      const failures = await repo.countSigninFailure(tx, key, at, forgottenBefore(at));
      const perBatch = failuresPerBatch[key.scope];
      if (failures % perBatch !== 0) continue;
      await repo.blockSignins(tx, key, new Date(at.getTime() + signinBlockDuration(failures / perBatch)));
      log.warn({ scope: key.scope, failures }, 'sign-ins slowed down after repeated failures');
    }
  });
}
