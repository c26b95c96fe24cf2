import {
  messages,
  SIGNIN_FAILURES_FORGOTTEN_AFTER_MS,
  SIGNIN_THROTTLE_BASE_MS,
  SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  SIGNIN_THROTTLE_FAILURES_PER_IP,
  SIGNIN_THROTTLE_MAX_MS,
} from '@lodestar/contracts';
import { SigninThrottled } from '../../platform/domain-errors.ts';
import { hashSecretToken } from '../../platform/secret-tokens.ts';
import type { AccountsContext } from './account-context.ts';
import { accountsRepo as repo, type SigninThrottleKey } from './repo.ts';
import type { SigninThrottleScope } from './schema.ts';

// Failed sign-ins, and wrong second-factor codes, slow their subject down for a while; nothing locks for good.

/** The throttle rows a sign-in attempt counts against: its email (hashed, known or not) and its IP address. */
export const signinThrottleKeys = (email: string, ip: string): { email: SigninThrottleKey; ip: SigninThrottleKey } => ({
  email: { scope: 'email', subject: hashSecretToken(email) },
  ip: { scope: 'ip', subject: ip },
});

/** Wrong TOTP and recovery codes count against the player, wherever they are typed. */
export const secondFactorThrottleKey = (playerId: string): SigninThrottleKey => ({ scope: 'second-factor', subject: playerId });

const failuresPerBatch: Record<SigninThrottleScope, number> = {
  email: SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
  ip: SIGNIN_THROTTLE_FAILURES_PER_IP,
  'second-factor': SIGNIN_THROTTLE_FAILURES_PER_EMAIL,
};

/** After the n-th full batch of failures: the base delay, doubled for each batch after the first, capped. */
export function signinBlockDuration(batch: number): number {
  return Math.min(SIGNIN_THROTTLE_BASE_MS * 2 ** Math.min(batch - 1, 30), SIGNIN_THROTTLE_MAX_MS);
}

export async function assertNotThrottled({ db }: AccountsContext, keys: SigninThrottleKey[], at: Date): Promise<void> {
  if ((await repo.activeSigninBlocks(db, keys, at)).length > 0) throw new SigninThrottled(messages.login.throttled);
}

/**
 * Counts a failure against each subject; a count that completes a batch blocks that subject for a while. Run for
 * unknown emails too, so both answer alike.
 */
export async function recordThrottledFailure({ db, log }: AccountsContext, keys: SigninThrottleKey[], at: Date): Promise<void> {
  const forgetBefore = new Date(at.getTime() - SIGNIN_FAILURES_FORGOTTEN_AFTER_MS);
  await db.transaction(async (tx) => {
    for (const key of keys) {
      const failures = await repo.countSigninFailure(tx, key, at, forgetBefore);
      const perBatch = failuresPerBatch[key.scope];
      if (failures % perBatch !== 0) continue;
      await repo.blockSignins(tx, key, new Date(at.getTime() + signinBlockDuration(failures / perBatch)));
      log.warn({ scope: key.scope, failures }, 'sign-ins slowed down after repeated failures');
    }
  });
}
