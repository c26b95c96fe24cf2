import type { RandomSource } from '../fairness/fair-random.ts';
import type { SlotDefinition } from '../slots/slot-definition.ts';
import { playRound } from '../slots/slot-engine.ts';
import type { SlotOutcome } from './outcomes.ts';
import { checkStake, type StudioGame } from './studio-game.ts';

interface SlotState {
  version: 1;
  stake: string;
  /** The round's whole win in line bets, an integer: payout = stake × winInLineBets ÷ lines, exactly. */
  winInLineBets: number;
  outcome: SlotOutcome;
}

function paytableLines(definition: SlotDefinition): string[] {
  const names = new Map(definition.symbols.map((symbol) => [symbol.id, symbol.name]));
  const pays = (counts: readonly number[]) =>
    counts
      .map((pay, index) => `${index + 3} × ${pay}`)
      .filter((_, index) => counts[index]! > 0)
      .join(' · ');
  const lines = Object.entries(definition.paytable)
    .filter(([, counts]) => counts[2] > 0)
    .map(([symbol, counts]) => `${names.get(symbol) ?? symbol}: ${pays(counts)} line bets`);
  const scatterName = names.get(definition.scatter.symbol) ?? definition.scatter.symbol;
  const scatterPays = pays(definition.scatter.pays);
  if (scatterPays) lines.push(`${scatterName} (scatter): ${scatterPays} total bets`);
  return lines;
}

/** A slot title as a studio game: one call plays the base spin and every free spin it leads to. */
export function slotStudioGame(definition: SlotDefinition): StudioGame {
  const lines = BigInt(definition.paylines.length);
  return {
    kind: 'slot',
    name: definition.name,
    start(_launchId: string, random: RandomSource, _params: Record<string, unknown>, stake: bigint) {
      checkStake(stake);
      const round = playRound(definition, random);
      const state: SlotState = {
        version: 1,
        stake: stake.toString(),
        winInLineBets: round.winInLineBets,
        outcome: { kind: 'slot', spins: round.spins, freeSpinsPlayed: round.freeSpinsPlayed, totalMultiplier: round.totalMultiplier },
      };
      return { state, finished: true, staked: stake };
    },
    payout(state) {
      const { stake, winInLineBets } = state as SlotState;
      return (BigInt(stake) * BigInt(winInLineBets)) / lines;
    },
    view: (state) => (state as SlotState).outcome,
    rules: definition.rules.split('\n\n'),
    paytable: paytableLines(definition),
    maxMultiplier: definition.maxWin,
  };
}
