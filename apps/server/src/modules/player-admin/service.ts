import {
  AmountTooPrecise,
  ADMIN_PLAYER_PAGE_SIZE,
  ADMIN_PLAYER_RECENT_ROWS,
  formatMinorUnits,
  playerAdminMessages,
  toMinorUnits,
  type AdjustBalanceRequest,
  type AdminPlayerDetail,
  type AdminPlayerSearchResponse,
  type AdminPlayerSummary,
  type CancelBonusRequest,
  type ExclusionKind,
  type LowerLimitRequest,
  messages,
} from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { InsufficientFunds, InvalidInput, NotFound } from '../../platform/domain-errors.ts';
import type { PlayerDirectory, PlayerRecord } from '../accounts/index.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import type { GameHistoryService } from '../game-history/index.ts';
import type { KycService } from '../kyc/index.ts';
import { balancesOf, entriesOf, postTransaction } from '../ledger/index.ts';
import type { PaymentHistoryService } from '../payments/index.ts';
import type { PromotionsService } from '../promotions/index.ts';
import type { ResponsibleGambling } from '../responsible-gambling/index.ts';
import type { StaffPrincipal } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { playerAdminRepo as repo } from './repo.ts';

export type PlayerAdmin = ReturnType<typeof createPlayerAdmin>;

const LEDGER_ENTRIES_SHOWN = 50;

/** The player as a list shows them; `exclusion`: the time-out or self-exclusion they are on now, if any. */
const summaryOf = (row: PlayerRecord, exclusion: { kind: ExclusionKind; endsAt: Date | null } | undefined): AdminPlayerSummary => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  currency: row.currency,
  locked: row.lockedAt !== null,
  exclusion: exclusion ? { kind: exclusion.kind, endsAt: exclusion.endsAt?.toISOString() ?? null } : null,
  createdAt: row.createdAt.toISOString(),
});

/** The back office's use cases on one player: what staff see of them and what staff may do to them. */
export function createPlayerAdmin(deps: {
  db: Database;
  players: PlayerDirectory;
  currencies: CurrenciesService;
  responsibleGambling: ResponsibleGambling;
  /** What other modules know of the player, each from its own service: documents, payments, rounds and promotions. */
  kyc: Pick<KycService, 'documentsOf'>;
  payments: Pick<PaymentHistoryService, 'recentOf'>;
  gameHistory: Pick<GameHistoryService, 'recent'>;
  promotions: Pick<PromotionsService, 'list' | 'cancel'>;
  /** Tells the player's open pages their new balances after staff changed them. */
  wallet: Pick<WalletService, 'publishBalances'>;
  now: () => Date;
}) {
  const { db, players, currencies, responsibleGambling, kyc, payments, gameHistory, promotions, wallet, now } = deps;
  const format = async (minor: bigint, currency: string) => formatMinorUnits(minor, (await currencies.get(currency)).subunitsToUnit);

  const recordOf = async (playerId: string) => {
    const row = await players.recordOf(playerId);
    if (!row) throw new NotFound(messages.http.notFound);
    return row;
  };

  async function walletsOf(playerId: string): Promise<AdminPlayerDetail['wallets']> {
    const byCurrency = new Map<string, Map<string, bigint>>();
    for (const account of await balancesOf(db, playerId)) {
      const purposes = byCurrency.get(account.currency) ?? new Map<string, bigint>();
      purposes.set(account.purpose, account.balance);
      byCurrency.set(account.currency, purposes);
    }
    return Promise.all(
      [...byCurrency].map(async ([currency, purposes]) => ({
        currency,
        cash: await format(purposes.get('cash') ?? 0n, currency),
        bonus: await format(purposes.get('bonus') ?? 0n, currency),
        freeSpin: await format(purposes.get('free-spin') ?? 0n, currency),
        withdrawalHold: await format(purposes.get('withdrawal-hold') ?? 0n, currency),
      })),
    );
  }

  async function verificationOf(playerId: string): Promise<AdminPlayerDetail['verification']> {
    return (await kyc.documentsOf(playerId)).map((document) => ({
      id: document.id,
      kind: document.kind,
      status: document.status,
      rejectionReason: document.rejectionReason,
      uploadedAt: document.uploadedAt.toISOString(),
      decidedAt: document.decidedAt?.toISOString() ?? null,
    }));
  }

  async function roundsOf(playerId: string): Promise<AdminPlayerDetail['rounds']> {
    return (await gameHistory.recent(playerId, ADMIN_PLAYER_RECENT_ROWS)).map((round) => ({
      roundId: round.roundId,
      game: round.game.name,
      provider: round.game.provider,
      currency: round.stake.currency,
      stake: round.stake.totalStake,
      prize: round.prize.totalPrize,
      walletType: round.stake.walletType,
      startedAt: new Date(round.stake.createdAt * 1000).toISOString(),
    }));
  }

  async function bonusesOf(playerId: string): Promise<AdminPlayerDetail['bonuses']> {
    return (await promotions.list(playerId)).map(({ terms: _terms, ...promotion }) => promotion);
  }

  return {
    async search(query: string, page: number): Promise<AdminPlayerSearchResponse> {
      const { rows, total } = await players.search(query, ADMIN_PLAYER_PAGE_SIZE, (page - 1) * ADMIN_PLAYER_PAGE_SIZE);
      const exclusions = await responsibleGambling.runningExclusionsOf(rows.map((row) => row.id));
      return { players: rows.map((row) => summaryOf(row, exclusions.get(row.id))), page, pageSize: ADMIN_PLAYER_PAGE_SIZE, total };
    },

    async detail(playerId: string): Promise<AdminPlayerDetail> {
      const row = await recordOf(playerId);
      const [exclusions, entries, limits, verification, deposits, withdrawals, rounds, bonuses] = await Promise.all([
        responsibleGambling.runningExclusionsOf([playerId]),
        entriesOf(db, { playerId, limit: LEDGER_ENTRIES_SHOWN }),
        responsibleGambling.describeLimits(playerId),
        verificationOf(playerId),
        payments.recentOf(playerId, 'deposit', ADMIN_PLAYER_RECENT_ROWS),
        payments.recentOf(playerId, 'withdrawal', ADMIN_PLAYER_RECENT_ROWS),
        roundsOf(playerId),
        bonusesOf(playerId),
      ]);
      return {
        profile: {
          ...summaryOf(row, exclusions.get(playerId)),
          language: row.language,
          emailConfirmed: row.emailConfirmedAt !== null,
          lockReason: row.lockReason,
          lockedAt: row.lockedAt?.toISOString() ?? null,
          coolOffUntil: row.coolOffUntil?.toISOString() ?? null,
        },
        wallets: await walletsOf(playerId),
        ledgerEntries: await Promise.all(
          entries.map(async (entry) => ({
            entryId: entry.entryId,
            kind: entry.kind,
            currency: entry.currency,
            purpose: entry.purpose,
            amount: await format(entry.amount, entry.currency),
            createdAt: entry.createdAt.toISOString(),
          })),
        ),
        sessions: (await players.activeSessionsOf(playerId, now())).map((session) => ({
          ...session,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
        })),
        limits: limits.limits.map(({ kind, period, amount, used, pending }) => ({ kind, period, amount, used, pending })),
        notes: (await repo.notesOf(db, playerId)).map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
        verification,
        deposits,
        withdrawals,
        rounds,
        bonuses,
      };
    },

    async lock(playerId: string, reason: string): Promise<void> {
      if (!(await players.lock(playerId, reason, now()))) throw new NotFound(messages.http.notFound);
    },

    async unlock(playerId: string): Promise<void> {
      if (!(await players.unlock(playerId))) throw new NotFound(messages.http.notFound);
    },

    async endSessions(playerId: string): Promise<void> {
      await recordOf(playerId);
      await players.endSessions(playerId);
    },

    async lowerLimit(playerId: string, request: LowerLimitRequest): Promise<void> {
      await recordOf(playerId);
      await responsibleGambling.lowerLimit(playerId, request);
    },

    async addNote(playerId: string, staff: StaffPrincipal, text: string): Promise<void> {
      await recordOf(playerId);
      await repo.addNote(db, { playerId, staffId: staff.staffId, staffEmail: staff.email, text, createdAt: now() });
    },

    /**
     * Ends the player's promotion exactly as their own cancel does (its bonus and winnings forfeited through the
     * ledger, under the promotion's row lock): of two staff cancelling at once one wins, the other hears 409.
     */
    async cancelBonus(playerId: string, request: CancelBonusRequest): Promise<void> {
      await recordOf(playerId);
      await promotions.cancel(playerId, request.promotionId);
      wallet.publishBalances(playerId);
    },

    /**
     * Cash in or out of the player's account against the house's payments clearing, in one ledger posting. The
     * ledger refuses a player balance below zero (nothing moves); the client's key makes a retry move nothing twice.
     */
    async adjustBalance(playerId: string, staff: StaffPrincipal, request: AdjustBalanceRequest) {
      await recordOf(playerId);
      const currency = await currencies.get(request.currency);
      let minor: bigint;
      try {
        minor = toMinorUnits(request.amount, currency.subunitsToUnit);
      } catch (error) {
        if (error instanceof AmountTooPrecise) throw new InvalidInput(messages.money.amountInvalid);
        throw error;
      }
      const signed = request.direction === 'credit' ? minor : -minor;
      const player = { owner: { type: 'player' as const, playerId }, currency: request.currency, purpose: 'cash' as const };
      const house = { owner: { type: 'house' as const }, currency: request.currency, purpose: 'payments-clearing' as const };
      try {
        const result = await db.transaction((tx) =>
          postTransaction(tx, {
            idempotencyKey: `staff-adjustment/${playerId}/${request.idempotencyKey}`,
            kind: 'staff-adjustment',
            metadata: { staffId: staff.staffId, staffEmail: staff.email, reason: request.reason },
            legs: [
              { account: player, amount: signed },
              { account: house, amount: -signed },
            ],
          }),
        );
        const balance = result.balances.find((account) => account.owner.type === 'player')?.balance ?? 0n;
        return { balance: formatMinorUnits(balance, currency.subunitsToUnit), replayed: result.replayed };
      } catch (error) {
        if (error instanceof InsufficientFunds) throw new InsufficientFunds(playerAdminMessages.belowZero);
        throw error;
      }
    },
  };
}
