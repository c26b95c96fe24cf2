import type { RandomSource } from '../fairness/fair-random.ts';
import { payoutFor } from '../table/multiplier.ts';
import { DICE_OUTCOMES, diceMultiplier, diceRules, diceWinChance, playDice, type DiceDirection } from '../table/dice/dice.ts';
import { kenoRules, playKeno } from '../table/keno/keno.ts';
import { KENO_PAYTABLES, KENO_RISKS, type KenoRisk } from '../table/keno/keno-paytables.ts';
import { LIMBO_MAX_TARGET, limboRules, playLimbo } from '../table/limbo/limbo.ts';
import { dropBall, plinkoPaytable, plinkoRules } from '../table/plinko/plinko.ts';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '../table/plinko/plinko-paytables.ts';
import type { DiceOutcome, KenoOutcome, LimboOutcome, PlinkoOutcome } from './outcomes.ts';
import { checkStake, formatMultiplier, type StudioGame } from './studio-game.ts';

type SingleDrawOutcome = DiceOutcome | LimboOutcome | PlinkoOutcome | KenoOutcome;

interface SingleDrawState {
  version: 1;
  stake: string;
  outcome: SingleDrawOutcome;
}

/**
 * The instant games: one draw settles the round, and the outcome's multiplier (four decimals at most) turns the
 * stake into the payout with payoutFor.
 */
function singleDrawGame<Outcome extends SingleDrawOutcome>(
  kind: Outcome['kind'],
  name: string,
  play: (random: RandomSource, params: Record<string, unknown>) => Outcome,
  rules: readonly string[],
  paytableLines: () => readonly string[],
  maxMultiplier: number,
): StudioGame {
  // Written at the first read, as a slot's rules are (defineSlot): the lines format numbers, which costs a page some
  // 10 ms of main thread while the game's module loads.
  let paytable: readonly string[] | undefined;
  return {
    kind,
    name,
    start(_launchId, random, params, stake) {
      checkStake(stake);
      const state: SingleDrawState = { version: 1, stake: stake.toString(), outcome: play(random, params) };
      return { state, finished: true, staked: stake };
    },
    payout(state) {
      const { stake, outcome } = state as SingleDrawState;
      return payoutFor(BigInt(stake), outcome.multiplier);
    },
    view: (state) => (state as SingleDrawState).outcome,
    rules,
    get paytable() {
      paytable ??= paytableLines();
      return paytable;
    },
    maxMultiplier,
  };
}

const numberParam = (value: unknown) => (typeof value === 'number' ? value : Number.NaN);

export const diceStudioGame = singleDrawGame<DiceOutcome>(
  'dice',
  'Dice',
  (random, params) => {
    const bet = { target: numberParam(params.target), direction: params.direction as DiceDirection };
    const winChance = diceWinChance(bet);
    return { kind: 'dice', ...bet, ...playDice(random, bet), winChance };
  },
  diceRules,
  () => [],
  // One winning roll of 10,000: the highest multiplier dice pays.
  diceMultiplier({ target: (DICE_OUTCOMES - 2) / 100, direction: 'over' }),
);

export const limboStudioGame = singleDrawGame<LimboOutcome>(
  'limbo',
  'Limbo',
  (random, params) => {
    const target = numberParam(params.target);
    return { kind: 'limbo', target, ...playLimbo(random, target) };
  },
  limboRules,
  () => [],
  LIMBO_MAX_TARGET,
);

const plinkoRowCounts = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, index) => PLINKO_MIN_ROWS + index);

export const plinkoStudioGame = singleDrawGame<PlinkoOutcome>(
  'plinko',
  'Plinko',
  (random, params) => {
    const rows = numberParam(params.rows);
    const risk = params.risk as PlinkoRisk;
    const paytable = [...plinkoPaytable(rows, risk)];
    return { kind: 'plinko', rows, risk, ...dropBall(random, rows, risk), paytable };
  },
  plinkoRules,
  () =>
    PLINKO_RISKS.flatMap((risk) =>
      plinkoRowCounts.map((rows) => `${rows} rows, ${risk} risk: ${plinkoPaytable(rows, risk).map(formatMultiplier).join(' · ')}`),
    ),
  Math.max(...PLINKO_RISKS.flatMap((risk) => plinkoRowCounts.flatMap((rows) => plinkoPaytable(rows, risk)))),
);

export const kenoStudioGame = singleDrawGame<KenoOutcome>(
  'keno',
  'Keno',
  (random, params) => {
    const picks = Array.isArray(params.picks) ? (params.picks as number[]) : [];
    const risk = params.risk as KenoRisk;
    return { kind: 'keno', picks: [...picks], risk, ...playKeno(random, picks, risk) };
  },
  kenoRules,
  () =>
    KENO_RISKS.flatMap((risk) =>
      KENO_PAYTABLES[risk].map(
        (byHits, index) =>
          `${index + 1} picks, ${risk} risk: ${byHits.map((multiplier, hits) => `${hits} hits ${formatMultiplier(multiplier)}`).join(' · ')}`,
      ),
    ),
  Math.max(...KENO_RISKS.flatMap((risk) => KENO_PAYTABLES[risk].flat())),
);
