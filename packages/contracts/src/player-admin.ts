import { z } from 'zod';
import { gameHistoryWalletTypes } from './game-history.ts';
import { kycDocumentKinds } from './kyc.ts';
import { amountField, currencyField, paymentStatuses } from './money.ts';
import { playerPromotion } from './promotions.ts';
import { exclusionKinds, limitKinds, limitPeriods } from './responsible-gambling.ts';

/** The back office's player calls (issue 15): not in SPEC.md, so the wording is ours. */
export const ADMIN_PLAYERS_PATH = '/api/admin/players';
export const adminPlayerPaths = {
  search: ADMIN_PLAYERS_PATH,
  detail: `${ADMIN_PLAYERS_PATH}/:id`,
  lock: `${ADMIN_PLAYERS_PATH}/:id/lock`,
  unlock: `${ADMIN_PLAYERS_PATH}/:id/unlock`,
  endSessions: `${ADMIN_PLAYERS_PATH}/:id/end-sessions`,
  lowerLimit: `${ADMIN_PLAYERS_PATH}/:id/lower-limit`,
  notes: `${ADMIN_PLAYERS_PATH}/:id/notes`,
  adjustBalance: `${ADMIN_PLAYERS_PATH}/:id/adjust-balance`,
  cancelBonus: `${ADMIN_PLAYERS_PATH}/:id/cancel-bonus`,
} as const;

/** How many of each (payments, rounds) the detail shows: the newest. */
export const ADMIN_PLAYER_RECENT_ROWS = 50;

export const ADMIN_PLAYER_PAGE_SIZE = 25;
export const STAFF_REASON_MAX_LENGTH = 500;

export const playerAdminMessages = {
  reasonRequired: 'Give a reason',
  limitRaiseRefused: 'Staff may only lower a limit, never raise or remove it',
  belowZero: 'This adjustment would take the balance below zero',
  locked: 'Player locked; their sessions were ended',
  unlocked: 'Player unlocked',
  sessionsEnded: 'All sessions ended',
  limitLowered: 'Limit lowered',
  noteAdded: 'Note added',
  bonusCancelled: 'Bonus cancelled; its bonus money and winnings went back to the house',
} as const;

/** How the back office names a player's standing: a staff lock and a running break the player took, each shown; Active when neither. */
export const adminPlayerStatusLabels = {
  active: 'Active',
  locked: 'Locked',
  timedOut: (until: string) => `Timed out until ${until}`,
  selfExcluded: (until: string | null) => (until ? `Self-excluded until ${until}` : 'Self-excluded permanently'),
} as const;

/** A staff action's reason, as every back office call takes it. */
export const staffReasonField = z
  .string({ error: playerAdminMessages.reasonRequired })
  .trim()
  .min(1, playerAdminMessages.reasonRequired)
  .max(STAFF_REASON_MAX_LENGTH);

export const adminPlayerIdParams = z.object({ id: z.uuid() });

export const adminPlayerSearchQuery = z.object({
  /** Part of an email or name, or a whole player id; empty lists the newest players. */
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * A time-out or self-exclusion the player took that is running now: until `endsAt` (null: never) they sign in only to
 * withdraw their balance, and must be made no offer.
 */
export const adminPlayerExclusion = z.object({ kind: z.enum(exclusionKinds), endsAt: z.string().nullable() });
export type AdminPlayerExclusion = z.infer<typeof adminPlayerExclusion>;

export const adminPlayerSummary = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  currency: z.string(),
  locked: z.boolean(),
  exclusion: adminPlayerExclusion.nullable(),
  createdAt: z.string(),
});
export type AdminPlayerSummary = z.infer<typeof adminPlayerSummary>;

export const adminPlayerSearchResponse = z.object({
  players: z.array(adminPlayerSummary),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AdminPlayerSearchResponse = z.infer<typeof adminPlayerSearchResponse>;

const adminPlayerPayment = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string(),
  method: z.string(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminPlayerPayment = z.infer<typeof adminPlayerPayment>;

export const adminPlayerDetail = z.object({
  profile: adminPlayerSummary.extend({
    language: z.string(),
    emailConfirmed: z.boolean(),
    lockReason: z.string().nullable(),
    lockedAt: z.string().nullable(),
    coolOffUntil: z.string().nullable(),
  }),
  wallets: z.array(z.object({ currency: z.string(), cash: z.string(), bonus: z.string(), freeSpin: z.string(), withdrawalHold: z.string() })),
  ledgerEntries: z.array(
    z.object({ entryId: z.number(), kind: z.string(), currency: z.string(), purpose: z.string(), amount: z.string(), createdAt: z.string() }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      ipAddress: z.string().nullable(),
      countryCode: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
  limits: z.array(
    z.object({
      kind: z.enum(limitKinds),
      period: z.enum(limitPeriods),
      amount: z.string().nullable(),
      used: z.string(),
      pending: z.object({ amount: z.string().nullable(), effectiveAt: z.string() }).nullable(),
    }),
  ),
  notes: z.array(z.object({ id: z.string(), staffEmail: z.string().nullable(), text: z.string(), createdAt: z.string() })),
  /** Every identity and address document the player uploaded, newest first. */
  verification: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(kycDocumentKinds),
      status: z.enum(['pending', 'approved', 'rejected']),
      rejectionReason: z.string().nullable(),
      uploadedAt: z.string(),
      decidedAt: z.string().nullable(),
    }),
  ),
  deposits: z.array(adminPlayerPayment),
  withdrawals: z.array(adminPlayerPayment),
  rounds: z.array(
    z.object({
      roundId: z.string(),
      game: z.string(),
      provider: z.string(),
      currency: z.string(),
      stake: z.string(),
      prize: z.string(),
      walletType: z.enum(gameHistoryWalletTypes),
      startedAt: z.string(),
    }),
  ),
  /** The player's promotions, newest first, as the player sees them (their terms left out). */
  bonuses: z.array(playerPromotion.omit({ terms: true })),
});
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetail>;

export const lockPlayerRequest = z.object({ reason: staffReasonField });
export const lowerLimitRequest = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods),
  /** EUR, like the player's own limits. */
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount in EUR'),
  reason: staffReasonField,
});
export type LowerLimitRequest = z.infer<typeof lowerLimitRequest>;
export const addNoteRequest = z.object({ text: staffReasonField });

/** Cash only: bonus money belongs to a bonus and its wagering, which the promotions module keeps. */
export const adjustBalanceRequest = z.object({
  currency: currencyField,
  direction: z.enum(['credit', 'debit']),
  amount: amountField,
  reason: staffReasonField,
  /** The client's key for this adjustment: a retry with it moves nothing twice. */
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type AdjustBalanceRequest = z.infer<typeof adjustBalanceRequest>;

/** Cancels one promotion of the player's (the id the detail lists), as the player's own cancel does. */
export const cancelBonusRequest = z.object({ promotionId: z.uuid(), reason: staffReasonField });
export type CancelBonusRequest = z.infer<typeof cancelBonusRequest>;

export const adminPlayerActionResponse = z.object({ message: z.string() });
export const adjustBalanceResponse = z.object({ message: z.string(), balance: z.string(), replayed: z.boolean() });
