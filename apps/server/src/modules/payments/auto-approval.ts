import { EUR_UNIT, formatMinorUnits, toMinorUnits, type WithdrawalAutoApproval } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import { paymentsRepo as repo, type PaymentRow } from './repo.ts';
import { withdrawalRiskRepo } from './withdrawal-risk-repo.ts';

/** The staff setting, in EUR as the back office shows it ("50.00"), or null when every cashout waits for staff. */
export function createAutoApprovalSettings(db: Executor) {
  return {
    async get(): Promise<WithdrawalAutoApproval> {
      const maxEurCents = await repo.autoApprovalMaxEurCents(db);
      return { maxEur: maxEurCents === null ? null : formatMinorUnits(maxEurCents, EUR_UNIT.subunits_to_unit) };
    },
    async set({ maxEur }: WithdrawalAutoApproval): Promise<WithdrawalAutoApproval> {
      await repo.setAutoApprovalMaxEurCents(db, maxEur === null ? null : toMinorUnits(maxEur, EUR_UNIT.subunits_to_unit));
      return this.get();
    },
  };
}
export type AutoApprovalSettings = ReturnType<typeof createAutoApprovalSettings>;

/**
 * Whether a cashout just requested may be paid without staff: automatic approval is on, the request is worth at most
 * the threshold in EUR (converted at the rate of its request), the player had no active bonus, and no other account
 * cashes out to the same address. The player is verified already: an unverified one cannot request at all.
 */
export async function qualifiesForAutoApproval(db: Executor, payment: PaymentRow, { hadActiveBonus }: { hadActiveBonus: boolean }): Promise<boolean> {
  const maxEurCents = await repo.autoApprovalMaxEurCents(db);
  if (maxEurCents === null || payment.amountEurCents > maxEurCents || hadActiveBonus) return false;
  const sharers = payment.address ? await withdrawalRiskRepo.otherPlayersCashingOutTo(db, payment.address, payment.playerId) : [];
  return sharers.length === 0;
}
