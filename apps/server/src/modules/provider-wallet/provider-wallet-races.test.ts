import { describe, expect, it } from 'vitest';
import { providerWalletPaths, type WalletResponse } from '@lodestar/contracts';
import { fuzzSeed } from '../../../../../scripts/test-seeds.ts';
import { seededRandom } from '../../../test/api-fuzz-kit.ts';
import { onPostgres, useTestApp } from '../../../test/test-app.ts';
import { createGameSessionService, STUDIO_PROVIDER_ID } from '../games/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';

/**
 * Races of the wallet protocol on a real pool of connections (on PostgreSQL; PGlite runs the same orders one statement
 * at a time). Each pair is fired in an order and with small delays drawn from the run's seed (FUZZ_SEED, fixed unless
 * set: scripts/test-seeds.ts), so a failed run replays.
 */
const t = useTestApp();
const GAME = 'lodestar:dice';
const PAIRS = onPostgres ? 200 : 40;
const { next: random } = seededRandom(fuzzSeed);
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 3)));
/** Runs the calls concurrently, started in a random order and each after a random delay; answers in the calls' order. */
async function race<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  const answers: T[] = new Array(calls.length);
  const order = calls.map((_, index) => index).sort(() => random() - 0.5);
  await Promise.all(order.map(async (index) => (await jitter(), (answers[index] = await calls[index]!()))));
  return answers;
}
const because = `FUZZ_SEED=${fuzzSeed}`;

async function seated() {
  const player = await newPlayer(t);
  await depositByCard(t, player.cookie, '50');
  const { token } = await createGameSessionService({ db: t.database.db }).issue({
    playerId: player.playerId,
    gameId: GAME,
    currency: 'EUR',
    mode: 'real',
  });
  const base = { user: player.playerId, token, game_code: GAME, currency: 'EUR' };
  const call = async (path: string, body: Record<string, unknown>): Promise<WalletResponse> => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      ...signedProviderRequest(STUDIO_PROVIDER_ID, t.config.STUDIO_WALLET_SECRET, { ...base, ...body }),
    });
    expect(response.statusCode, because).toBe(200);
    return response.json();
  };
  return {
    playerId: player.playerId,
    tag: player.playerId.slice(0, 8),
    balance: async () => (await call(providerWalletPaths.balance, {})).balance!,
    bet: (id: string, round: string, amount: number) => call(providerWalletPaths.bet, { transaction_uuid: id, round, amount }),
    win: (id: string, bet: string, round: string, amount: number) =>
      call(providerWalletPaths.win, { transaction_uuid: id, reference_transaction_uuid: bet, round, round_closed: true, amount }),
    rollback: (id: string, bet: string, round: string) =>
      call(providerWalletPaths.rollback, { transaction_uuid: id, reference_transaction_uuid: bet, round }),
  };
}

describe(`provider wallet races (${because})`, () => {
  it('a bet racing its rollback ends refused or refunded exactly once, and every retry says the same', async () => {
    const player = await seated();
    const opening = await player.balance();
    let refused = 0;
    for (let pair = 0; pair < PAIRS; pair++) {
      const [bet, round] = [`${player.tag}-bet-${pair}`, `round-${pair}`];
      await race([() => player.bet(bet, round, 10), () => player.rollback(`${player.tag}-rb-${pair}`, bet, round)]);
      // Retries of both, racing again: whatever happened first, they describe the same end.
      const [betRetry, rollbackRetry] = await Promise.all([player.bet(bet, round, 10), player.rollback(`${player.tag}-rb-${pair}`, bet, round)]);
      expect(betRetry.status, `${because}, pair ${pair}`).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
      expect(rollbackRetry.status, `${because}, pair ${pair}`).toBe('RS_OK');
      expect(rollbackRetry.balance, `${because}, pair ${pair}: money lost or created`).toBe(opening);
      refused += (await player.bet(bet, round, 10)).status === 'RS_ERROR_TRANSACTION_ROLLED_BACK' ? 1 : 0;
    }
    expect(refused).toBe(PAIRS);
    expect(await player.balance(), because).toBe(opening);
    expect((await verifyLedger(t.database.db)).violations, because).toEqual([]);
  });

  it('many bets and rollbacks of different rounds at once leave the balance where it started', async () => {
    const player = await seated();
    const opening = await player.balance();
    await race(
      Array.from({ length: PAIRS }, (_, pair) => [
        () => player.bet(`${player.tag}-mass-bet-${pair}`, `mass-${pair}`, 10),
        () => player.rollback(`${player.tag}-mass-rb-${pair}`, `${player.tag}-mass-bet-${pair}`, `mass-${pair}`),
      ]).flat(),
    );
    expect(await player.balance(), because).toBe(opening);
    expect((await verifyLedger(t.database.db)).violations, because).toEqual([]);
  });

  it('a win racing the rollback of its bet: either the win is paid and the stake kept, or the stake refunded and the win refused', async () => {
    const player = await seated();
    let expected = await player.balance();
    for (let pair = 0; pair < PAIRS; pair++) {
      const [bet, round] = [`${player.tag}-wb-${pair}`, `win-round-${pair}`];
      expect((await player.bet(bet, round, 10)).status, because).toBe('RS_OK');
      const [win, rollback] = await race([
        () => player.win(`${player.tag}-w-${pair}`, bet, round, 25),
        () => player.rollback(`${player.tag}-wr-${pair}`, bet, round),
      ]);
      const statuses = [win!.status, rollback!.status].sort();
      if (win!.status === 'RS_OK') {
        expect(rollback!.status, `${because}, pair ${pair}`).toBe('RS_ERROR_BET_ALREADY_SETTLED');
        expected += 25 - 10;
      } else {
        expect(statuses, `${because}, pair ${pair}`).toEqual(['RS_ERROR_TRANSACTION_ROLLED_BACK', 'RS_OK']);
      }
      expect(await player.balance(), `${because}, pair ${pair}`).toBe(expected);
    }
    expect((await verifyLedger(t.database.db)).violations, because).toEqual([]);
  });

  it('wins of two players racing under one transaction id: one is paid, the other is a duplicate', async () => {
    const [first, second] = [await seated(), await seated()];
    const [firstOpening, secondOpening] = [await first.balance(), await second.balance()];
    for (let pair = 0; pair < PAIRS / 4; pair++) {
      const round = `shared-id-round-${pair}`;
      expect((await first.bet(`${first.tag}-shared-bet-${pair}`, round, 10)).status).toBe('RS_OK');
      expect((await second.bet(`${second.tag}-shared-bet-${pair}`, round, 10)).status).toBe('RS_OK');
      // Each holds only its own player's lock: the id itself decides, and the one that lost it pays nothing.
      const id = `shared-win-${first.tag}-${pair}`;
      const answers = await race([
        () => first.win(id, `${first.tag}-shared-bet-${pair}`, round, 30),
        () => second.win(id, `${second.tag}-shared-bet-${pair}`, round, 30),
      ]);
      expect(answers.map((answer) => answer.status).sort(), `${because}, pair ${pair}`).toEqual(['RS_ERROR_DUPLICATE_TRANSACTION', 'RS_OK']);
    }
    const paid = (await first.balance()) - firstOpening + ((await second.balance()) - secondOpening);
    // Every pair staked 20 and paid one win of 30.
    expect(paid, because).toBe((PAIRS / 4) * (30 - 20));
    expect((await verifyLedger(t.database.db)).violations, because).toEqual([]);
  });

  it('wins of one round racing each other never pay above the cap together', async () => {
    const player = await seated();
    const opening = await player.balance();
    // Dice pays at most 9,900× a stake: 10 wins of 1,000 on a stake of 1 fit in 9,900 only nine times.
    expect((await player.bet(`${player.tag}-cap-bet`, 'cap-round', 1)).status).toBe('RS_OK');
    const answers = await race(
      Array.from({ length: 10 }, (_, index) => () => player.win(`${player.tag}-cap-win-${index}`, `${player.tag}-cap-bet`, 'cap-round', 1_000)),
    );
    expect(answers.filter((answer) => answer.status === 'RS_OK').length, because).toBe(9);
    expect(answers.filter((answer) => answer.status === 'RS_ERROR_WIN_LIMIT_EXCEEDED').length, because).toBe(1);
    expect(await player.balance(), because).toBe(opening - 1 + 9_000);
  });
});
