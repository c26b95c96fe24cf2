import type { ChatPlayerContext } from '@lodestar/contracts';
import type { KycService } from '../kyc/index.ts';
import type { PlayerAdmin } from '../player-admin/index.ts';
import type { PromotionsService } from '../promotions/index.ts';

const RECENT_PAYMENTS_SHOWN = 5;
const isPayment = (kind: string) => kind.startsWith('deposit') || kind.startsWith('withdrawal');

/** What support sees beside a player's chat, read through the modules that own each part (no SQL of theirs here). */
export function createChatPlayerContext(deps: { playerAdmin: PlayerAdmin; kyc: KycService; promotions: PromotionsService }) {
  const { playerAdmin, kyc, promotions } = deps;
  return async (playerId: string): Promise<ChatPlayerContext> => {
    const [detail, identity, bill, grants] = await Promise.all([
      playerAdmin.detail(playerId),
      kyc.status(playerId, 'identity'),
      kyc.status(playerId, 'bill'),
      promotions.list(playerId),
    ]);
    const bonus = grants.find((grant) => grant.status === 'active');
    return {
      playerId,
      email: detail.profile.email,
      fullName: detail.profile.fullName,
      locked: detail.profile.locked,
      exclusion: detail.profile.exclusion,
      verification: { identity: identity.status, bill: bill.status },
      recentPayments: detail.ledgerEntries
        .filter((entry) => entry.purpose === 'cash' && isPayment(entry.kind))
        .slice(0, RECENT_PAYMENTS_SHOWN)
        .map(({ kind, currency, amount, createdAt }) => ({ kind, currency, amount, createdAt })),
      activeBonus: bonus
        ? `${bonus.name}: ${bonus.bonusBalance} ${bonus.currency} bonus, ${bonus.wagered} of ${bonus.wageringRequired} wagered`
        : null,
      limits: detail.limits.map(({ kind, period, amount, used }) => ({ kind, period, amount, used })),
    };
  };
}
