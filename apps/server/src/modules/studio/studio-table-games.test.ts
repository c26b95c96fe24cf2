import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashServerSeed, replayStudioRound } from '@lodestar/games';
import { playerFairnessPaths, type StudioRound } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { verifyLedger } from '../ledger/index.ts';
import { fundsOf } from '../payments/payments-test-kit.ts';
import { studioRounds } from './schema.ts';
import { openHand, seatedPlayer } from './studio-test-kit.ts';

const t = useTestApp();

const cents = (balance: string) => BigInt(Math.round(Number(balance) * 100));

describe('blackjack', () => {
  it('opens a hand, resumes it from the session, and settles a double as a second wager of the round', async () => {
    const { studio, cookie } = await seatedPlayer(t, 'lodestar:blackjack');
    const hand = await openHand(studio);
    expect(hand.outcome.actions).toContain('stand');
    // The hole card stays hidden while the hand is open.
    expect((hand.outcome as unknown as { dealer: { cards: unknown[] } }).dealer.cards).toHaveLength(1);
    expect((await studio.session()).body.openRound).toMatchObject({ id: hand.id, status: 'open' });
    expect(await studio.play(100)).toMatchObject({ status: 409, body: { code: 'ROUND_STILL_OPEN' } });

    const before = cents((await fundsOf(t, cookie)).EUR!);
    const doubled = await studio.act(hand.id, { action: 'double' });
    expect(doubled.status).toBe(200);
    const { round } = doubled.body;
    expect(round).toMatchObject({ status: 'closed', stake: '200' });
    expect(round.outcome.settlement).not.toBeNull();
    expect(cents((await fundsOf(t, cookie)).EUR!)).toBe(before - 100n + BigInt(round.payout));
    expect(doubled.body.balance).toBe((before - 100n + BigInt(round.payout)).toString());

    expect(await studio.act(hand.id, { action: 'stand' })).toMatchObject({ status: 409, body: { code: 'ROUND_NOT_OPEN' } });
    expect(await studio.act('00000000-0000-4000-8000-000000000000', { action: 'stand' })).toMatchObject({ status: 404 });
    expect((await studio.session()).body.openRound).toBeNull();
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('finishes a hand stored before the unlimited deck from its own six-deck shoe', async () => {
    const { studio, cookie } = await seatedPlayer(t, 'lodestar:blackjack');
    const hand = await openHand(studio);
    // The state as stored before: no `deal` field and the whole 312-card shoe. Player 8♠ 8♥ against 10♠ (deck 2),
    // 10♥ in the hole; the shoe goes on 3♠, 10♦ (deck 5), 10♣.
    const front = [7, 61, 20, 22, 2, 243, 48];
    const shoe = [...front, ...Array.from({ length: 312 }, (_, index) => index).filter((index) => !front.includes(index))];
    const oldState = {
      version: 1,
      stake: '100',
      shoe,
      cursor: 4,
      dealer: [61, 22],
      hands: [{ cards: [7, 20], doubled: false, splitAces: false, finished: false }],
      activeHand: 0,
      insurance: 'not-offered',
      phase: 'player',
    };
    await t.database.db.update(studioRounds).set({ state: oldState }).where(eq(studioRounds.id, hand.id));

    const before = cents((await fundsOf(t, cookie)).EUR!);
    const split = await studio.act(hand.id, { action: 'split' });
    expect(split.body.round.outcome.hands.map((played: { cards: { rank: string }[] }) => played.cards.map((card) => card.rank))).toEqual([
      ['8', '3'],
      ['8'],
    ]);
    await studio.act(hand.id, { action: 'double' });
    const { round } = (await studio.act(hand.id, { action: 'stand' })).body;
    expect(round).toMatchObject({ status: 'closed', stake: '300', payout: '400' });
    expect(
      round.outcome.hands.map((played: { cards: { rank: string; suit: string }[] }) => played.cards.map((card) => `${card.rank} ${card.suit}`)),
    ).toEqual([
      ['8 spades', '3 spades', '10 diamonds'],
      ['8 hearts', '10 clubs'],
    ]);
    expect(cents((await fundsOf(t, cookie)).EUR!)).toBe(before - 200n + 400n);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('plays a decision once when two requests race on the same hand', async () => {
    const { studio, cookie } = await seatedPlayer(t, 'lodestar:blackjack');
    const hand = await openHand(studio);
    const before = cents((await fundsOf(t, cookie)).EUR!);
    const answers = await Promise.all([studio.act(hand.id, { action: 'double' }), studio.act(hand.id, { action: 'double' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { round } = answers.find((answer) => answer.status === 200)!.body;
    expect(round.stake).toBe('200');
    expect(cents((await fundsOf(t, cookie)).EUR!)).toBe(before - 100n + BigInt(round.payout));
  });

  it('hits and stands, and a replay of the seeds gives the same hand and payout', async () => {
    const { studio, cookie } = await seatedPlayer(t, 'lodestar:blackjack');
    const hand = await openHand(studio);
    let round = (await studio.act(hand.id, { action: 'hit' })).body.round;
    if (round.status === 'open') round = (await studio.act(hand.id, { action: 'stand' })).body.round;
    expect(round.status).toBe('closed');
    expect(await studio.act(hand.id, { action: 'hit' })).toMatchObject({ status: 409 });
    expect(await studio.act(hand.id, { action: 'reveal', tile: 3 })).toMatchObject({ status: 409 });

    expect((await studio.setClientSeed('after-the-hand')).status).toBe(200);
    const { rounds } = (await t.app.inject({ method: 'GET', url: playerFairnessPaths.seeds, headers: { cookie } })).json();
    const stored = rounds.find((candidate: StudioRound) => candidate.id === hand.id);
    expect(stored).toMatchObject({ gameName: 'Blackjack', currency: 'EUR', status: 'closed' });
    expect(hashServerSeed(stored.fairness.serverSeed)).toBe(stored.fairness.serverSeedHash);
    const replay = replayStudioRound({
      launchId: 'blackjack',
      fairness: { serverSeed: stored.fairness.serverSeed, clientSeed: stored.fairness.clientSeed, nonce: stored.fairness.nonce },
      params: stored.params,
      stake: 100n,
      actions: stored.actions,
    });
    expect(stored.actions).toContainEqual({ action: 'hit' });
    expect(replay).toMatchObject({ finished: true, totalStake: BigInt(stored.stake), payout: BigInt(stored.payout) });
    expect(replay.outcome).toEqual(stored.outcome);
  });
});

describe('mines', () => {
  it('reveals tiles and cashes out, or loses the stake on a mine', async () => {
    const { studio, cookie } = await seatedPlayer(t, 'lodestar:mines');
    for (let attempt = 0; attempt < 10; attempt++) {
      const before = cents((await fundsOf(t, cookie)).EUR!);
      const opened = (await studio.play(100, { mineCount: 3 })).body.round;
      expect(opened).toMatchObject({ status: 'open', stake: '100' });
      expect(opened.outcome.mines ?? null).toBeNull();
      const revealed = (await studio.act(opened.id, { action: 'reveal', tile: 12 })).body.round;
      if (revealed.status === 'closed') {
        expect(revealed.payout).toBe('0');
        expect(cents((await fundsOf(t, cookie)).EUR!)).toBe(before - 100n);
        continue;
      }
      expect(await studio.act(opened.id, { action: 'hit' })).toMatchObject({ status: 400, body: { code: 'INVALID_BET' } });
      const cashed = await studio.act(opened.id, { action: 'cashout' });
      expect(cashed.body.round).toMatchObject({ status: 'closed' });
      const payout = BigInt(cashed.body.round.payout);
      expect(payout).toBeGreaterThan(100n);
      expect(cents((await fundsOf(t, cookie)).EUR!)).toBe(before - 100n + payout);
      expect(cashed.body.netPosition).toBeDefined();
      return;
    }
    throw new Error('tile 12 was a mine ten times running');
  });
});
