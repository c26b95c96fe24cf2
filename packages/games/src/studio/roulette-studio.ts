import type { RandomSource } from '../fairness/fair-random.ts';
import { pocketColor } from '../table/roulette/roulette-layout.ts';
import {
  ROULETTE_ODDS,
  RouletteBetError,
  rouletteRules,
  settleRouletteBets,
  spinRoulette,
  validateRouletteBets,
  type RouletteBet,
  type RouletteBetType,
} from '../table/roulette/roulette.ts';
import type { RouletteOutcome } from './outcomes.ts';
import type { StudioGame } from './studio-game.ts';

/** A bet as the contract carries it: the stake in minor units as a decimal string. */
type RouletteBetJson = Omit<RouletteBet, 'stake'> & { stake: string };

interface RouletteState {
  version: 1;
  pocket: number;
  bets: RouletteBetJson[];
}

const MAX_BETS = 50;
/** What a bet is made of besides its stake; anything else a caller sends is dropped, not stored. */
const BET_FIELDS = ['type', 'numbers', 'column', 'dozen'] as const;

function betsFromParams(params: Record<string, unknown>): RouletteBet[] {
  const bets = params.bets;
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_BETS) {
    throw new RouletteBetError('invalid-bet-type', `Place 1 to ${MAX_BETS} bets`);
  }
  return bets.map((bet: Record<string, unknown>) => {
    if (typeof bet?.stake !== 'string' || !/^\d{1,30}$/.test(bet.stake)) {
      throw new RouletteBetError('invalid-stake', 'A bet needs a positive stake');
    }
    const fields = BET_FIELDS.filter((field) => bet[field] !== undefined).map((field) => [field, bet[field]]);
    return { ...Object.fromEntries(fields), stake: BigInt(bet.stake) } as RouletteBet;
  });
}

const toJson = (bet: RouletteBet): RouletteBetJson => ({ ...bet, stake: bet.stake.toString() }) as RouletteBetJson;
const fromJson = (bet: RouletteBetJson): RouletteBet => ({ ...bet, stake: BigInt(bet.stake) }) as RouletteBet;

function settle(state: RouletteState) {
  return settleRouletteBets(state.pocket, state.bets.map(fromJson));
}

const BET_NAMES: Record<RouletteBetType, string> = {
  straight: 'Straight up',
  split: 'Split',
  street: 'Street',
  corner: 'Corner',
  'six-line': 'Six line',
  column: 'Column',
  dozen: 'Dozen',
  red: 'Red',
  black: 'Black',
  even: 'Even',
  odd: 'Odd',
  low: '1–18',
  high: '19–36',
};

export const rouletteStudioGame: StudioGame = {
  kind: 'roulette',
  name: 'European Roulette',
  start(_launchId: string, random: RandomSource, params: Record<string, unknown>) {
    const bets = betsFromParams(params);
    validateRouletteBets(bets);
    const state: RouletteState = { version: 1, pocket: spinRoulette(random), bets: bets.map(toJson) };
    return { state, finished: true, staked: settle(state).totalStake };
  },
  payout: (state) => settle(state as RouletteState).totalPayout,
  view(state): RouletteOutcome {
    const { pocket, bets } = settle(state as RouletteState);
    return {
      kind: 'roulette',
      pocket,
      color: pocketColor(pocket),
      bets: bets.map(({ bet, won, multiplier, payout }) => ({ ...toJson(bet), won, multiplier, payout: payout.toString() })),
    };
  },
  rules: rouletteRules,
  paytable: Object.entries(BET_NAMES).map(([type, name]) => `${name}: ${ROULETTE_ODDS[type as RouletteBetType]} to 1`),
  // A straight up pays 35 to 1: the stake back 36 times.
  maxMultiplier: Math.max(...Object.values(ROULETTE_ODDS)) + 1,
};
