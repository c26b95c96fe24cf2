import { formatMinorUnits, type WithdrawalRiskSignals } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { ProviderRounds } from '../provider-wallet/index.ts';
import type { PaymentPromotions } from './payment-context.ts';
import { withdrawalRiskRepo as repo } from './withdrawal-risk-repo.ts';
import type { WithdrawalService } from './withdrawals.ts';

export interface WithdrawalRiskDeps {
  db: Database;
  currencies: CurrenciesService;
  withdrawals: Pick<WithdrawalService, 'pending'>;
  players: Pick<PlayerDirectory, 'contactsOf'>;
  profiles: Pick<ProfileService, 'reviewContextOf'>;
  promotions: Pick<PaymentPromotions, 'activeBonusOf'>;
  rounds: Pick<ProviderRounds, 'stakedSince'>;
}

export type WithdrawalRiskService = ReturnType<typeof createWithdrawalRiskService>;
const EUR_CENTS = 100;

/** What staff weigh before paying a cashout, gathered from each module that knows a part of it. */
export function createWithdrawalRiskService({ db, currencies, withdrawals, players, profiles, promotions, rounds }: WithdrawalRiskDeps) {
  return {
    /** The signals of every cashout in the queue, in the queue's order (oldest request first). */
    async ofQueue(): Promise<WithdrawalRiskSignals[]> {
      const queue = await withdrawals.pending();
      const sharers = new Map<string, string[]>();
      for (const { payment } of queue) {
        if (payment.address) sharers.set(payment.id, await repo.otherPlayersCashingOutTo(db, payment.address, payment.playerId));
      }
      const contacts = await players.contactsOf([...queue.map(({ payment }) => payment.playerId), ...[...sharers.values()].flat()]);
      return Promise.all(
        queue.map(async ({ payment }) => {
          const totals = await repo.totalsOf(db, payment.playerId, payment.id);
          const staked = await rounds.stakedSince(payment.playerId, payment.currency, totals.lastDepositAt);
          const profile = await profiles.reviewContextOf(payment.playerId);
          return {
            withdrawalId: payment.id,
            depositsEur: formatMinorUnits(totals.depositsEurCents, EUR_CENTS),
            withdrawalsEur: formatMinorUnits(totals.withdrawalsEurCents, EUR_CENTS),
            lastDepositAt: totals.lastDepositAt?.toISOString() ?? null,
            stakesSinceLastDeposit: formatMinorUnits(staked, (await currencies.get(payment.currency)).subunitsToUnit),
            activeBonus: await promotions.activeBonusOf(payment.playerId),
            accountCreatedAt: (contacts.get(payment.playerId)?.createdAt ?? payment.createdAt).toISOString(),
            identityVerified: profile.identityVerified,
            addressVerified: profile.addressVerified,
            sharedAddressPlayers: (sharers.get(payment.id) ?? [])
              .map((playerId) => ({ playerId, email: contacts.get(playerId)?.email ?? '' }))
              .sort((a, b) => a.email.localeCompare(b.email)),
          };
        }),
      );
    },
  };
}
