import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fairness/fair-random.ts';
import { legalBlackjackActions, type BlackjackState } from '../table/blackjack/blackjack.ts';
import { minesMultiplier } from '../table/mines/mines.ts';
import { ROULETTE_ODDS } from '../table/roulette/roulette.ts';
import { slotTitles } from '../slots/index.ts';
import { studioGameFor, studioLaunchIds } from './studio-games.ts';

const seeds = (nonce: number) => ({ serverSeed: 'max-multiplier', clientSeed: 'player', nonce });

describe("each studio game's maximum multiplier", () => {
  it('is stated by every game, positive and finite', () => {
    for (const launchId of studioLaunchIds) {
      const { maxMultiplier } = studioGameFor(launchId)!;
      expect(Number.isFinite(maxMultiplier) && maxMultiplier > 0, launchId).toBe(true);
    }
  });

  it('is the best pay of the game: the slot maths, a straight up, one winning dice roll, 24 mines survived once', () => {
    for (const title of slotTitles) expect(studioGameFor(title.id)!.maxMultiplier).toBe(title.maxWin);
    expect(studioGameFor('roulette')!.maxMultiplier).toBe(ROULETTE_ODDS.straight + 1);
    expect(studioGameFor('dice')!.maxMultiplier).toBe(9900);
    expect(studioGameFor('limbo')!.maxMultiplier).toBe(1_000_000);
    expect(studioGameFor('mines')!.maxMultiplier).toBeGreaterThanOrEqual(minesMultiplier(24, 1));
    expect(studioGameFor('mines')!.maxMultiplier).toBeGreaterThanOrEqual(minesMultiplier(12, 13));
  });

  it('bounds every blackjack round, whatever the player does (doubles, splits, insurance), and a natural reaches it', () => {
    const blackjack = studioGameFor('blackjack')!;
    let best = 0;
    for (let nonce = 0; nonce < 4000; nonce++) {
      const choose = fairRandom({ ...seeds(nonce), clientSeed: 'choices' });
      let step = blackjack.start('blackjack', fairRandom(seeds(nonce)), {}, 100n);
      let staked = step.staked;
      while (!step.finished) {
        const actions = legalBlackjackActions(step.state as BlackjackState);
        const action = actions[Math.floor(choose.next() * actions.length)]!;
        step = blackjack.act!(step.state, { action });
        staked += step.staked;
      }
      const payout = blackjack.payout(step.state);
      expect(Number(payout), `nonce ${nonce}`).toBeLessThanOrEqual(blackjack.maxMultiplier * Number(staked));
      best = Math.max(best, Number(payout) / Number(staked));
    }
    expect(best).toBe(blackjack.maxMultiplier);
  });
});
