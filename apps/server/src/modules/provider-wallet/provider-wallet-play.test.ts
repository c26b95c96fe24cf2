import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { providerWalletPaths } from '@lodestar/contracts';
import { verifyLedger } from '../ledger/index.ts';
import { jackpotPoolEurCents } from './jackpot-postings.ts';
import { useWalletTestApp } from './provider-wallet-test-kit.ts';
import { providerTransactions } from './schema.ts';

const { t, seated, call, bet, win, play, betAction, winAction } = useWalletTestApp();

const balance = async (base: Record<string, unknown>) => (await call(providerWalletPaths.balance, base)).balance;
const rowsOfRound = (round: string) =>
  t.database.db.select({ kind: providerTransactions.kind }).from(providerTransactions).where(eq(providerTransactions.roundId, round));
const pool = () => jackpotPoolEurCents(t.database.db);

describe('the play call: bets and wins of a round at once', () => {
  it('takes the bet and pays the win in one call, answering the balance after both', async () => {
    const { base } = await seated();
    expect(await play(base, 'round-p1', [betAction('p1:bet', 150), winAction('p1:win', 'p1:bet', 600)])).toMatchObject({
      status: 'RS_OK',
      balance: 5450,
    });
    expect((await rowsOfRound('round-p1')).map((row) => row.kind)).toEqual(['bet', 'win']);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('moves nothing twice: a replay of the call, or of a bet sent alone before, pays only what is new', async () => {
    const { base } = await seated();
    const actions = [betAction('p2:bet', 100), winAction('p2:win', 'p2:bet', 300)];
    expect((await play(base, 'round-p2', actions)).balance).toBe(5200);
    expect(await play(base, 'round-p2', actions)).toMatchObject({ status: 'RS_OK', balance: 5200 });
    expect((await play(base, 'round-p2', [betAction('p2:bet', 100), winAction('p2:win', 'p2:bet', 301)])).status).toBe(
      'RS_ERROR_DUPLICATE_TRANSACTION',
    );
    expect(await balance(base)).toBe(5200);

    // The bet alone first (a provider's retry after a crash between its calls), then the whole round.
    expect((await bet(base, 'p3:bet', 50, 'round-p3')).balance).toBe(5150);
    expect((await play(base, 'round-p3', [betAction('p3:bet', 50), winAction('p3:win', 'p3:bet', 80)])).balance).toBe(5230);
    // And the win alone after the call: a replay.
    expect((await win(base, 'p3:win', 'p3:bet', 80, 'round-p3')).balance).toBe(5230);
  });

  it('moves nothing when one action is refused: a win above the game maximum takes the bet back with it', async () => {
    const { base } = await seated();
    // The test slot pays at most 100 times the stake.
    expect(await play(base, 'round-p4', [betAction('p4:bet', 10), winAction('p4:win', 'p4:bet', 1001)])).toMatchObject({
      status: 'RS_ERROR_WIN_LIMIT_EXCEEDED',
    });
    expect(await balance(base)).toBe(5000);
    expect(await rowsOfRound('round-p4')).toEqual([]);
  });

  it('refuses a bet above the balance with the balance in the answer, paying no win', async () => {
    const { base } = await seated();
    expect(await play(base, 'round-p5', [betAction('p5:bet', 5001), winAction('p5:win', 'p5:bet', 0)])).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 5000,
    });
    expect(await rowsOfRound('round-p5')).toEqual([]);
  });

  it('pays a jackpot action and answers its amount', async () => {
    const { base } = await seated();
    const before = await pool();
    const answer = await play(base, 'round-p6', [
      betAction('p6:bet', 100, { jackpot_contribution: 1 }),
      winAction('p6:win', 'p6:bet', 0),
      winAction('p6:jackpot', 'p6:bet', 0, { jackpot: true }),
    ]);
    expect(answer.status).toBe('RS_OK');
    expect(BigInt(answer.jackpot_amount!)).toBe(before + 1n);
    expect(answer.balance).toBe(5000 - 100 + answer.jackpot_amount!);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('answers RS_ERROR_WRONG_SYNTAX to no action, an unknown action, a jackpot with an amount and too many actions', async () => {
    const { base } = await seated();
    const bodies = [
      [],
      [{ action: 'refund', transaction_uuid: 'x', amount: 1 }],
      [betAction('p7:bet', 10), winAction('p7:jackpot', 'p7:bet', 5, { jackpot: true })],
      [betAction('p7:bet', 10, { jackpot_contribution: 11 })],
      Array.from({ length: 11 }, (_, index) => betAction(`p7:bet:${index}`, 1)),
    ];
    for (const actions of bodies) expect((await play(base, 'round-p7', actions)).status, JSON.stringify(actions)).toBe('RS_ERROR_WRONG_SYNTAX');
    expect(await balance(base)).toBe(5000);
  });
});
