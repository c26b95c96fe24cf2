import { z } from 'zod';
import { currencyCodes } from './constants.ts';

/** Amounts are whole numbers of the currency's smallest unit: a fraction of a cent or a satoshi is refused. */
const minorUnits = z.string().regex(/^\d{1,30}$/, "A whole number of the currency's smallest unit (minor units: 10 is 0.10 EUR)");

// ---- Bet parameters, one schema per game (the client's bet form and the server share them) ----

export const slotParams = z.object({}).strict();
export const rouletteBetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['straight', 'split', 'street', 'corner', 'six-line']),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
    stake: minorUnits,
  }),
  z.object({ type: z.literal('column'), column: z.union([z.literal(1), z.literal(2), z.literal(3)]), stake: minorUnits }),
  z.object({ type: z.literal('dozen'), dozen: z.union([z.literal(1), z.literal(2), z.literal(3)]), stake: minorUnits }),
  z.object({ type: z.enum(['red', 'black', 'even', 'odd', 'low', 'high']), stake: minorUnits }),
]);
export type RouletteBetInput = z.infer<typeof rouletteBetSchema>;
/** The round's stake is the sum of the bets' stakes. */
export const rouletteParams = z.object({ bets: z.array(rouletteBetSchema).min(1).max(50) });
export const blackjackParams = z.object({}).strict();
export const diceParams = z.object({ target: z.number().min(0).max(100), direction: z.enum(['over', 'under']) });
export const limboParams = z.object({ target: z.number().min(1.01).max(1_000_000) });
export const plinkoParams = z.object({ rows: z.number().int().min(8).max(16), risk: z.enum(['low', 'medium', 'high']) });
export const minesParams = z.object({ mineCount: z.number().int().min(1).max(24) });
export const kenoParams = z.object({ picks: z.array(z.number().int().min(1).max(40)).min(1).max(10), risk: z.enum(['low', 'medium', 'high']) });

/** Which parameters each engine takes; slots are every 'slot-*' launch id. */
export const studioParamsByGame = {
  slot: slotParams,
  roulette: rouletteParams,
  blackjack: blackjackParams,
  dice: diceParams,
  limbo: limboParams,
  plinko: plinkoParams,
  mines: minesParams,
  keno: kenoParams,
} as const;
export type StudioGameKind = keyof typeof studioParamsByGame;
export const studioGameKindOf = (launchId: string): StudioGameKind | undefined =>
  launchId.startsWith('slot-') ? 'slot' : launchId in studioParamsByGame && launchId !== 'slot' ? (launchId as StudioGameKind) : undefined;

export const blackjackActionSchema = z.object({ action: z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance']) });
export const minesActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('reveal'), tile: z.number().int().min(0).max(24) }),
  z.object({ action: z.literal('cashout') }),
]);
export const roundActionRequest = z.union([blackjackActionSchema, minesActionSchema]);
export type RoundActionRequest = z.infer<typeof roundActionRequest>;

/**
 * POST rounds: the stake (ignored for roulette, whose bets carry their stakes) and the game's parameters. `freeSpin`
 * plays one of the player's free spins on this slot: the stake is then the promotion's, whatever `stake` says.
 */
export const playRoundRequest = z.object({
  stake: minorUnits,
  params: z.record(z.string(), z.unknown()).default({}),
  freeSpin: z.boolean().optional(),
});
export type PlayRoundRequest = z.infer<typeof playRoundRequest>;

// ---- Answers ----

export const fairnessStateSchema = z.object({
  /** SHA-256 of the active server seed, shown before any bet. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
});
export const revealedSeedSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with this pair used nonces 0 … nonceCount − 1. */
  nonceCount: z.number().int(),
  revealedAt: z.string(),
});
export const fairnessResponse = z.object({ active: fairnessStateSchema, revealed: z.array(revealedSeedSchema) });
export type FairnessResponse = z.infer<typeof fairnessResponse>;
export const clientSeedRequest = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.-]+$/, 'Letters, digits, dot, dash and underscore'),
});

/**
 * A round as the client may see it. `outcome` is the engine's player view of the game (see packages/games
 * studio outcomes): hidden information (the hole card, the mines) only once the round is closed.
 */
export const studioRoundSchema = z.object({
  id: z.string(),
  launchId: z.string(),
  status: z.enum(['open', 'closed']),
  /** Everything staked so far, doubles, splits and insurance included. */
  stake: minorUnits,
  /** Paid back so far (0 while open). */
  payout: minorUnits,
  params: z.record(z.string(), z.unknown()),
  /** Blackjack and mines decisions in the order played: with the seeds and params, what a replay needs. */
  actions: z.array(z.object({ action: z.string(), tile: z.number().int().optional() })).optional(),
  outcome: z.unknown(),
  /** The seeds and nonce that fixed the round: serverSeed only once its pair was rotated. */
  fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int(), serverSeed: z.string().nullable() }),
  /** A progressive jackpot won in this round, in the round's currency. */
  jackpotWin: minorUnits.nullable(),
  createdAt: z.string(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

export const studioBalanceSchema = z.object({
  currency: z.enum(currencyCodes),
  /** Real money: what may be staked, cash plus bonus. */
  balance: minorUnits,
  /** The player's free spins on this game (a promotion's), at their fixed stake; null when there are none. */
  freeSpins: z.object({ left: z.number().int(), stake: minorUnits }).nullable(),
  /** Since the session started: wins minus stakes (may be negative, hence a signed string). */
  netPosition: z.string().regex(/^-?\d{1,30}$/),
  sessionStartedAt: z.string(),
});

export const studioSessionResponse = studioBalanceSchema.extend({
  mode: z.enum(['real', 'demo']),
  game: z.object({
    launchId: z.string(),
    name: z.string(),
    kind: z.enum(['slot', 'roulette', 'blackjack', 'dice', 'limbo', 'plinko', 'mines', 'keno']),
    rtp: z.string(),
    volatility: z.string().nullable(),
    hasJackpot: z.boolean(),
  }),
  limits: z.object({ minStake: minorUnits, maxStake: minorUnits, stakeSteps: z.array(minorUnits) }),
  fairness: fairnessStateSchema,
  /** An unfinished blackjack hand or mines round, to resume. */
  openRound: studioRoundSchema.nullable(),
  jackpot: z.object({ amount: minorUnits, currency: z.enum(currencyCodes), rules: z.array(z.string()) }).nullable(),
});
export type StudioSession = z.infer<typeof studioSessionResponse>;

export const roundResponse = studioBalanceSchema.extend({ round: studioRoundSchema });
export type RoundResponse = z.infer<typeof roundResponse>;

// ---- The player's seeds on the casino site (fairness page), cookie-authenticated ----

export const playerFairnessPaths = {
  seeds: '/api/fairness',
  clientSeed: '/api/fairness/client-seed',
} as const;
/** GET seeds: the seed pairs and the player's latest 50 real-money rounds, newest first, each with the game's name and
 *  the currency its amounts are in. PUT clientSeed takes clientSeedRequest, rotates the pair as studioPaths.clientSeed
 *  does and returns fairnessResponse. */
export const playerFairnessRoundSchema = studioRoundSchema.extend({ gameName: z.string(), currency: z.enum(currencyCodes) });
export type PlayerFairnessRound = z.infer<typeof playerFairnessRoundSchema>;
export const playerFairnessResponse = fairnessResponse.extend({ rounds: z.array(playerFairnessRoundSchema) });
export type PlayerFairnessResponse = z.infer<typeof playerFairnessResponse>;
