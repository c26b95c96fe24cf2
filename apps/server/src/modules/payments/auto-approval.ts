import { EUR_UNIT, formatMinorUnits, toMinorUnits, type WithdrawalAutoApproval } from '@lodestar/contracts';
import type { Executor } from '../../db/client.ts';
import type { AuditEntry } from '../audit/index.ts';
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
 * The threshold under which a cashout just requested may be paid without staff, or null when it may not: automatic
 * approval is on, the request is worth at most the threshold in EUR (converted at the rate of its request), the player
 * had no active bonus, and no other account cashes out to the same address. The player is verified already: an
 * unverified one cannot request at all.
 */
export async function autoApprovalThresholdFor(
  db: Executor,
  payment: PaymentRow,
  { hadActiveBonus }: { hadActiveBonus: boolean },
): Promise<bigint | null> {
  const maxEurCents = await repo.autoApprovalMaxEurCents(db);
  if (maxEurCents === null || payment.amountEurCents > maxEurCents || hadActiveBonus) return null;
  const sharers = payment.address ? await withdrawalRiskRepo.otherPlayersCashingOutTo(db, payment.address, payment.playerId) : [];
  return sharers.length === 0 ? maxEurCents : null;
}

/** The audit row of an automatic approval: no staff member decided, so the row names the rule and its figures. */
export function autoApprovalAuditEntry(payment: PaymentRow, maxEurCents: bigint): AuditEntry {
  const eur = (cents: bigint) => formatMinorUnits(cents, EUR_UNIT.subunits_to_unit);
  return {
    staffId: null,
    tokenId: null,
    action: AUTO_APPROVAL_AUDIT_ACTION,
    target: payment.id,
    details: { amountEur: eur(payment.amountEurCents), maxEur: eur(maxEurCents), currency: payment.currency },
    outcome: 'ok',
  };
}

export const AUTO_APPROVAL_AUDIT_ACTION = 'withdrawal approved automatically';
