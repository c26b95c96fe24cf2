import { z } from 'zod';

/**
 * The seamless wallet API game providers call (DESIGN.md "Games"), modelled on Hub88's operator wallet API:
 * every call is an HMAC-signed JSON body answered with HTTP 200 and a status; amounts are integers in the
 * minor units of the session's currency; transaction ids make every call idempotent.
 */
export const PROVIDER_WALLET_PREFIX = '/provider-wallet/v1';
export const providerWalletPaths = {
  balance: `${PROVIDER_WALLET_PREFIX}/user/balance`,
  bet: `${PROVIDER_WALLET_PREFIX}/transaction/bet`,
  win: `${PROVIDER_WALLET_PREFIX}/transaction/win`,
  rollback: `${PROVIDER_WALLET_PREFIX}/transaction/rollback`,
  play: `${PROVIDER_WALLET_PREFIX}/transaction/play`,
} as const;
/** Hex HMAC-SHA256 of the raw body with the provider's secret. */
export const PROVIDER_SIGNATURE_HEADER = 'x-lodestar-signature';
export const PROVIDER_ID_HEADER = 'x-provider-id';

export const walletStatuses = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** A rollback of a bet whose round already paid a win: the round is settled and stays as it is. */
  'RS_ERROR_BET_ALREADY_SETTLED',
  /**
   * A win that would take the round's wins above the game's maximum multiplier times its stakes, or a second jackpot
   * in one round: refused, nothing paid, and logged for review.
   */
  'RS_ERROR_WIN_LIMIT_EXCEEDED',
  /** A bet the player's own loss or wager limit refuses: the game says so plainly. */
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type WalletStatus = (typeof walletStatuses)[number];

const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const id = z.string().min(1).max(100);

const walletCall = z.object({
  /** The player id the launch token was issued for. */
  user: id,
  token: z.string().min(16).max(256),
  request_uuid: id,
  game_code: id,
});

export const walletBalanceRequest = walletCall;
/** A stake, as the bet call takes it and as a `bet` action of the play call. */
const betFields = {
  transaction_uuid: id,
  amount: minorUnits,
  is_free: z.boolean().optional(),
  /** The part of `amount` that feeds the casino's progressive jackpot pool (a share of the stake on jackpot games). */
  jackpot_contribution: minorUnits.optional(),
};
const withContributionWithinAmount = <T extends z.ZodType<{ amount: number; jackpot_contribution?: number }>>(bet: T) =>
  bet.refine((value) => (value.jackpot_contribution ?? 0) <= value.amount, {
    message: 'jackpot_contribution is part of amount',
    path: ['jackpot_contribution'],
  });

/** A win of a bet, as the win call takes it and as a `win` action of the play call. */
const winFields = {
  transaction_uuid: id,
  reference_transaction_uuid: id,
  round_closed: z.boolean(),
  amount: minorUnits,
  /**
   * The round hit the progressive jackpot: the casino pays its whole pool, converted into the session's currency,
   * and answers the paid amount in `jackpot_amount`. `amount` must then be 0: the provider cannot know the pool.
   */
  jackpot: z.boolean().optional(),
};
const withJackpotWithoutAmount = <T extends z.ZodType<{ amount: number; jackpot?: boolean }>>(win: T) =>
  win.refine((value) => !value.jackpot || value.amount === 0, { message: 'a jackpot win carries amount 0', path: ['amount'] });

const roundCall = walletCall.extend({ round: id, currency: z.string().max(10) });

export const walletBetRequest = withContributionWithinAmount(roundCall.extend(betFields));
export const walletWinRequest = withJackpotWithoutAmount(roundCall.extend(winFields));

/** The most actions one play call may carry: a bet, its win and a jackpot, with room for a provider's side bets. */
export const WALLET_PLAY_MAX_ACTIONS = 10;
export const walletPlayAction = z.discriminatedUnion('action', [
  withContributionWithinAmount(z.object({ action: z.literal('bet'), ...betFields })),
  withJackpotWithoutAmount(z.object({ action: z.literal('win'), ...winFields })),
]);
/**
 * Several bets and wins of one round in one call and one casino transaction, in order (like the actions array of
 * SoftSwiss's aggregator protocol): an instant round sends its bet and its win at once. All of them move money or none
 * does; each is idempotent by its own transaction id, as the single calls are, so a replay of the call (or of an
 * action already sent alone) moves nothing twice.
 */
export const walletPlayRequest = roundCall.extend({ actions: z.array(walletPlayAction).min(1).max(WALLET_PLAY_MAX_ACTIONS) });
export const walletRollbackRequest = walletCall.extend({
  transaction_uuid: id,
  reference_transaction_uuid: id,
  round: id,
});
export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type WalletBetRequest = z.infer<typeof walletBetRequest>;
export type WalletWinRequest = z.infer<typeof walletWinRequest>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequest>;
export type WalletPlayRequest = z.infer<typeof walletPlayRequest>;

export const walletResponse = z.object({
  status: z.enum(walletStatuses),
  request_uuid: z.string(),
  user: z.string().optional(),
  currency: z.string().optional(),
  /** Minor units; also sent with RS_ERROR_NOT_ENOUGH_MONEY. */
  balance: z.number().int().optional(),
  /** Of a jackpot win: what the pool paid, in minor units of the session's currency. */
  jackpot_amount: z.number().int().optional(),
});

/** The progressive jackpot pool, kept in EUR on the house 'jackpot' account: after a hit the house refills it to this. */
export const PROGRESSIVE_JACKPOT_SEED_EUR_CENTS = 100_000n;
export type WalletResponse = z.infer<typeof walletResponse>;
