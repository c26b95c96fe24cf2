import { describe, expect, it } from 'vitest';
import { fairRandom } from '../fairness/fair-random.ts';
import { BlackjackActionError } from '../table/blackjack/blackjack.ts';
import { MinesActionError, minesMultiplier } from '../table/mines/mines.ts';
import { payoutFor } from '../table/multiplier.ts';
import type { BlackjackOutcomeView, MinesOutcome } from './outcomes.ts';
import { StudioGameError, type StudioAction, type StudioStep } from './studio-game.ts';
import { replayStudioRound, studioGameFor } from './studio-games.ts';

const seeds = (nonce: number) => ({ serverSeed: 'abc', clientSeed: 'player', nonce });
const blackjack = studioGameFor('blackjack')!;
const mines = studioGameFor('mines')!;
/** What the server does between two calls: the state is stored as JSON and read back. */
const throughJson = (step: StudioStep): StudioStep => ({ ...step, state: JSON.parse(JSON.stringify(step.state)) });

/** Plays a round the way the server does, storing the state as JSON between steps; returns every step. */
function playStepByStep(launchId: string, nonce: number, params: Record<string, unknown>, actions: StudioAction[]) {
  const game = studioGameFor(launchId)!;
  const steps = [throughJson(game.start(launchId, fairRandom(seeds(nonce)), params, 100n))];
  for (const action of actions) steps.push(throughJson(game.act!(steps.at(-1)!.state, action)));
  return steps;
}

describe('blackjack through the studio', () => {
  it('nonce 23: 3 and 8 against a 4, double to 13, the dealer busts: 200 staked, 400 paid', () => {
    const opening = blackjack.start('blackjack', fairRandom(seeds(23)), {}, 100n);
    expect(opening).toMatchObject({ finished: false, staked: 100n });
    const view = blackjack.view(opening.state) as BlackjackOutcomeView;
    expect(view.hands[0]!.cards.map((card) => card.rank)).toEqual(['3', '8']);
    expect(view.dealer.cards.map((card) => card.rank)).toEqual(['4']);
    expect(view.actions).toEqual(['hit', 'stand', 'double']);
    expect(view.settlement).toBeNull();

    const doubled = blackjack.act!(opening.state, { action: 'double' });
    expect(doubled).toMatchObject({ finished: true, staked: 100n });
    expect(blackjack.payout(doubled.state)).toBe(400n);
    const settled = blackjack.view(doubled.state) as BlackjackOutcomeView;
    expect(settled.dealer.cards.map((card) => card.rank)).toEqual(['4', '9', 'K']);
    expect(settled.settlement).toEqual({
      dealer: { total: 23, blackjack: false, busted: true },
      hands: [{ total: 13, outcome: 'win', wager: '200', payout: '400' }],
      insurance: null,
    });
  });

  it('nonce 120: insurance under an ace costs half the stake and is lost when the dealer has no blackjack', () => {
    const steps = playStepByStep('blackjack', 120, {}, [{ action: 'insurance' }, { action: 'stand' }]);
    expect(steps.map((step) => step.staked)).toEqual([100n, 50n, 0n]);
    expect(blackjack.payout(steps[2]!.state)).toBe(200n);
    expect((blackjack.view(steps[2]!.state) as BlackjackOutcomeView).settlement?.insurance).toEqual({ wager: '50', payout: '0' });
  });

  it('nonce 7: a split of two tens stakes the stake again', () => {
    const steps = playStepByStep('blackjack', 7, {}, [{ action: 'split' }, { action: 'stand' }, { action: 'stand' }]);
    expect(steps.map((step) => step.staked)).toEqual([100n, 100n, 0n, 0n]);
    expect(steps.at(-1)!.finished).toBe(true);
    const view = blackjack.view(steps.at(-1)!.state) as BlackjackOutcomeView;
    expect(view.hands).toHaveLength(2);
    const paid = view.settlement!.hands.reduce((sum, hand) => sum + BigInt(hand.payout), 0n);
    expect(blackjack.payout(steps.at(-1)!.state)).toBe(paid);
  });

  it('shows neither the hole card nor the cards to come while the hand is open', () => {
    const opening = blackjack.start('blackjack', fairRandom(seeds(0)), {}, 100n);
    const json = JSON.stringify(blackjack.view(opening.state));
    expect(json).not.toContain('shoe');
    const holeCard = (opening.state as { dealer: number[] }).dealer[1]!;
    expect((blackjack.view(opening.state) as BlackjackOutcomeView).dealer.cards.map((card) => card.index)).not.toContain(holeCard);
  });

  it('refuses illegal actions and any action on a finished round, leaving the state as it was', () => {
    const opening = blackjack.start('blackjack', fairRandom(seeds(0)), {}, 100n);
    const before = JSON.stringify(opening.state);
    expect(() => blackjack.act!(opening.state, { action: 'split' })).toThrow(BlackjackActionError);
    expect(() => blackjack.act!(opening.state, { action: 'insurance' })).toThrow('Insurance is offered only before play, under an ace');
    expect(() => blackjack.act!(opening.state, { action: 'surrender' })).toThrow(BlackjackActionError);
    expect(JSON.stringify(opening.state)).toBe(before);
    const finished = blackjack.act!(opening.state, { action: 'double' });
    expect(() => blackjack.act!(finished.state, { action: 'hit' })).toThrow('This round is over');
    expect(() => blackjack.payout(opening.state)).toThrow(BlackjackActionError);
  });
});

describe('mines through the studio', () => {
  // Nonce 0 with 3 mines hides them under tiles 0, 1 and 23.
  it('nonce 0: two safe tiles then a cash out pay stake × the 2-tile multiplier', () => {
    const steps = playStepByStep('mines', 0, { mineCount: 3 }, [
      { action: 'reveal', tile: 12 },
      { action: 'reveal', tile: 24 },
      { action: 'cashout' },
    ]);
    expect(steps.map((step) => [step.finished, step.staked])).toEqual([
      [false, 100n],
      [false, 0n],
      [false, 0n],
      [true, 0n],
    ]);
    const multiplier = minesMultiplier(3, 2);
    expect(mines.payout(steps.at(-1)!.state)).toBe(payoutFor(100n, multiplier));
    expect(mines.view(steps.at(-1)!.state)).toEqual<MinesOutcome>({
      kind: 'mines',
      mineCount: 3,
      revealed: [12, 24],
      status: 'cashed-out',
      hitMine: null,
      multiplier,
      mines: [0, 1, 23],
      nextMultiplier: null,
    });
  });

  it('nonce 0: tile 1 is a mine: the round ends with nothing and the mines are shown', () => {
    const steps = playStepByStep('mines', 0, { mineCount: 3 }, [
      { action: 'reveal', tile: 5 },
      { action: 'reveal', tile: 1 },
    ]);
    expect(steps.at(-1)!.finished).toBe(true);
    expect(mines.payout(steps.at(-1)!.state)).toBe(0n);
    expect(mines.view(steps.at(-1)!.state)).toMatchObject({ status: 'busted', hitMine: 1, mines: [0, 1, 23], multiplier: 0 });
  });

  it('hides the mines while the round is open, and offers the next multiplier', () => {
    const [opening, afterOne] = playStepByStep('mines', 0, { mineCount: 3 }, [{ action: 'reveal', tile: 12 }]);
    for (const step of [opening!, afterOne!]) {
      const view = mines.view(step.state) as MinesOutcome;
      expect(view.mines).toBeNull();
      expect(JSON.stringify(view)).not.toContain('23');
    }
    expect(mines.view(afterOne!.state)).toMatchObject({ multiplier: minesMultiplier(3, 1), nextMultiplier: minesMultiplier(3, 2) });
  });

  it('refuses unknown actions, a tile twice, an early cash out and anything after the end', () => {
    const [opening, afterOne] = playStepByStep('mines', 0, { mineCount: 3 }, [{ action: 'reveal', tile: 12 }]);
    expect(() => mines.act!(opening!.state, { action: 'cashout' })).toThrow('Reveal a tile before cashing out');
    expect(() => mines.act!(opening!.state, { action: 'hit' })).toThrow(StudioGameError);
    expect(() => mines.act!(opening!.state, { action: 'reveal' })).toThrow(MinesActionError);
    expect(() => mines.act!(afterOne!.state, { action: 'reveal', tile: 12 })).toThrow('That tile is already revealed');
    const busted = mines.act!(afterOne!.state, { action: 'reveal', tile: 0 });
    expect(() => mines.act!(busted.state, { action: 'cashout' })).toThrow('This round is over');
    expect(() => mines.payout(afterOne!.state)).toThrow(MinesActionError);
  });
});

describe('replayStudioRound', () => {
  it('recomputes exactly what a step-by-step play gave', () => {
    const cases: [string, number, Record<string, unknown>, StudioAction[]][] = [
      ['blackjack', 7, {}, [{ action: 'split' }, { action: 'stand' }, { action: 'stand' }]],
      ['blackjack', 120, {}, [{ action: 'no-insurance' }, { action: 'hit' }]],
      ['mines', 0, { mineCount: 3 }, [{ action: 'reveal', tile: 12 }, { action: 'reveal', tile: 24 }, { action: 'cashout' }]],
      ['mines', 2, { mineCount: 5 }, [{ action: 'reveal', tile: 7 }]],
    ];
    for (const [launchId, nonce, params, actions] of cases) {
      const game = studioGameFor(launchId)!;
      const steps = playStepByStep(launchId, nonce, params, actions);
      const last = steps.at(-1)!;
      const replay = replayStudioRound({ launchId, fairness: seeds(nonce), params, stake: 100n, actions });
      expect(replay.outcome).toEqual(game.view(last.state));
      expect(replay.totalStake).toBe(steps.reduce((sum, step) => sum + step.staked, 0n));
      expect(replay.finished).toBe(last.finished);
      expect(replay.payout).toBe(last.finished ? game.payout(last.state) : 0n);
    }
  });

  it('reports an unfinished round with nothing paid yet, and refuses actions a game does not take', () => {
    expect(replayStudioRound({ launchId: 'mines', fairness: seeds(0), params: { mineCount: 3 }, stake: 100n, actions: [] })).toMatchObject({
      finished: false,
      payout: 0n,
      totalStake: 100n,
    });
    expect(() =>
      replayStudioRound({
        launchId: 'dice',
        fairness: seeds(0),
        params: { target: 50, direction: 'over' },
        stake: 100n,
        actions: [{ action: 'hit' }],
      }),
    ).toThrow(StudioGameError);
  });
});
