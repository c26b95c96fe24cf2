import { describe, expect, it } from 'vitest';
import type { PlayerFairnessRound } from '@lodestar/contracts';
import {
  basicStrategyAction,
  fairRandom,
  hashServerSeed,
  replayStudioRound,
  studioGameFor,
  type BlackjackState,
  type StudioAction,
  type StudioStep,
} from '@lodestar/games';
import { actionsOfOutcome, emptyVerifierValues, parseActions, verifierFormSchema, verifierValuesOfRound, type VerifierValues } from './verifier-form';

const fairness = (nonce: number) => ({ serverSeed: 'abc', clientSeed: 'player', nonce });

/** Plays a round to its end with a strategy, as a player would, and returns the actions taken and the last step. */
function playOut(launchId: string, nonce: number, params: Record<string, unknown>, choose: (step: StudioStep, turn: number) => StudioAction) {
  const game = studioGameFor(launchId)!;
  let step = game.start(launchId, fairRandom(fairness(nonce)), params, 100n);
  const actions: StudioAction[] = [];
  while (!step.finished) {
    const action = choose(step, actions.length);
    actions.push(action);
    step = game.act!(step.state, action);
  }
  return { actions, outcome: game.view(step.state) };
}

function recordedRound(launchId: string, nonce: number, params: Record<string, unknown>, actions: StudioAction[]): PlayerFairnessRound {
  const replay = replayStudioRound({ launchId, fairness: fairness(nonce), params, stake: 100n, actions });
  return {
    id: `round-${nonce}`,
    launchId,
    status: 'closed',
    stake: replay.totalStake.toString(),
    payout: replay.payout.toString(),
    params,
    outcome: replay.outcome,
    fairness: { serverSeedHash: hashServerSeed('abc'), clientSeed: 'player', nonce, serverSeed: 'abc' },
    jackpotWin: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    gameName: studioGameFor(launchId)!.name,
    currency: 'EUR',
  };
}

const submit = (values: Partial<VerifierValues>) =>
  verifierFormSchema.safeParse({ ...emptyVerifierValues, serverSeed: 'abc', clientSeed: 'player', ...values });
const errorsOf = (values: Partial<VerifierValues>) => {
  const result = submit(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('reading the actions back from a recorded round', () => {
  it('recovers every blackjack decision of basic-strategy play, splits, doubles and insurance included', () => {
    let splits = 0;
    let doubles = 0;
    for (let nonce = 0; nonce < 120; nonce++) {
      const { actions, outcome } = playOut('blackjack', nonce, {}, (step) => ({ action: basicStrategyAction(step.state as BlackjackState) }));
      expect(actionsOfOutcome(outcome), `nonce ${nonce}`).toEqual(actions);
      splits += actions.filter(({ action }) => action === 'split').length;
      doubles += actions.filter(({ action }) => action === 'double').length;
    }
    expect(splits).toBeGreaterThan(0);
    expect(doubles).toBeGreaterThan(0);
    // Insurance taken (basic strategy never takes it) and a hand stood at once.
    const insureThenStand = (nonce: number) => playOut('blackjack', nonce, {}, (_step, turn) => ({ action: turn === 0 ? 'insurance' : 'stand' }));
    // The first nonce whose deal shows the dealer an ace (insurance is offered) and waits for the player.
    const aceUp = [...Array(200).keys()].find((nonce) => {
      try {
        return insureThenStand(nonce).actions.length > 0;
      } catch {
        return false;
      }
    });
    expect(aceUp).toBeDefined();
    const insured = insureThenStand(aceUp!);
    expect(insured.actions[0]).toEqual({ action: 'insurance' });
    expect(actionsOfOutcome(insured.outcome)).toEqual(insured.actions);
  });

  it('recovers mines reveals, a cash out and a busted reveal', () => {
    const cashedOut = playOut('mines', 0, { mineCount: 3 }, (_step, turn) =>
      turn < 2 ? { action: 'reveal', tile: 12 + turn } : { action: 'cashout' },
    );
    expect(actionsOfOutcome(cashedOut.outcome)).toEqual([{ action: 'reveal', tile: 12 }, { action: 'reveal', tile: 13 }, { action: 'cashout' }]);
    const busted = playOut('mines', 0, { mineCount: 3 }, (_step, turn) => ({ action: 'reveal', tile: [5, 23][turn]! }));
    expect(actionsOfOutcome(busted.outcome)).toEqual(busted.actions);
  });
});

describe('the verifier form', () => {
  it('fills in a recorded round so that the replay gives back its outcome and payout', () => {
    const cases: [string, number, Record<string, unknown>, StudioAction[]][] = [
      ['dice', 0, { target: 2, direction: 'under' }, []],
      ['keno', 0, { picks: [1, 2, 3, 4, 5], risk: 'medium' }, []],
      [
        'roulette',
        2,
        {
          bets: [
            { type: 'straight', numbers: [3], stake: '10' },
            { type: 'red', stake: '25' },
          ],
        },
        [],
      ],
      ['blackjack', 0, {}, [{ action: 'double' }]],
      ['mines', 0, { mineCount: 3 }, [{ action: 'reveal', tile: 12 }, { action: 'cashout' }]],
      ['slot-starfall-fortune', 5, {}, []],
    ];
    for (const [launchId, nonce, params, actions] of cases) {
      const round = recordedRound(launchId, nonce, params, actions);
      const parsed = verifierFormSchema.parse(verifierValuesOfRound(round));
      const replay = replayStudioRound(parsed.replay);
      expect(replay.outcome, launchId).toEqual(round.outcome);
      expect(replay.payout.toString(), launchId).toBe(round.payout);
      expect(replay.totalStake.toString(), launchId).toBe(round.stake);
      expect(parsed.serverSeedHash).toBe(hashServerSeed('abc'));
    }
  });

  it('leaves the server seed empty while the pair is not revealed, and asks for it', () => {
    const round = recordedRound('dice', 0, { target: 2, direction: 'under' }, []);
    const values = verifierValuesOfRound({ ...round, fairness: { ...round.fairness, serverSeed: null } });
    expect(values.serverSeed).toBe('');
    expect(verifierFormSchema.safeParse(values).error?.issues[0]?.path).toEqual(['serverSeed']);
  });

  it('reports each bad field in words', () => {
    expect(errorsOf({ nonce: '-1', stake: '0' })).toMatchObject({
      nonce: 'The nonce is a whole number from 0',
      stake: 'The stake is a whole number of minor units, above 0',
    });
    expect(errorsOf({ launchId: 'plinko', rows: '20' })).toHaveProperty('rows');
    expect(errorsOf({ launchId: 'keno', picks: '1, 2, forty' })).toHaveProperty('picks');
    expect(errorsOf({ launchId: 'roulette', bets: 'red please' }).bets).toMatch(/^Roulette bets as JSON/);
    expect(errorsOf({ launchId: 'blackjack', actions: 'hit, fold' }).actions).toMatch(/^Actions are hit, stand/);
    expect(errorsOf({ launchId: 'mines', actions: 'reveal 30' }).actions).toMatch(/^Actions are "reveal"/);
    expect(errorsOf({ launchId: 'roulette', bets: '[{"type":"red","stake":"5"}]', stake: '' })).toEqual({});
  });

  it('parses actions with tiles, and refuses anything else', () => {
    expect(parseActions('reveal 3,  reveal 17 , cashout', 'mines')).toEqual([
      { action: 'reveal', tile: 3 },
      { action: 'reveal', tile: 17 },
      { action: 'cashout' },
    ]);
    expect(parseActions('', 'blackjack')).toEqual([]);
    expect(parseActions('hit 3', 'blackjack')).toBeNull();
    expect(parseActions('cashout now', 'mines')).toBeNull();
  });
});
