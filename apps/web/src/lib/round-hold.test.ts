import { describe, expect, it } from 'vitest';
import type { FundEntry } from '@lodestar/contracts';
import { balanceStreamed, emptyHold, playEnded, playStarted, shownAmount, shownFunds, type RoundHold } from './round-hold';

const wallet = (balance: string, bonusBalance = '0.00'): FundEntry => ({
  currency: 'EUR',
  balance,
  bonusBalance,
  default: true,
  freeSpinWallet: null,
});
const btc = (balance: string): FundEntry => ({ currency: 'BTC', balance, bonusBalance: '0.00000000', default: false, freeSpinWallet: null });
const shownEur = (hold: RoundHold, actual: string) => shownFunds(hold, [wallet(actual)])[0]!.balance;

/** The stream's first event, then a play of the frame in flight. */
const playing = () => playStarted(balanceStreamed(emptyHold, { funds: [wallet('30.00')] }), 'play-1');

describe('the hold on round results', () => {
  it('holds the bet and the win of a round in play until the frame has shown it', () => {
    let hold = playing();
    hold = balanceStreamed(hold, { funds: [wallet('29.90')], round: 'r1' });
    hold = balanceStreamed(hold, { funds: [wallet('30.15')], round: 'r1' });
    expect(shownEur(hold, '30.15')).toBe('30.00');
    expect(shownAmount(hold, 'EUR', 'balance', '30.15')).toBe('30.00');
    hold = playEnded(hold, 'play-1', 'r1');
    expect(shownEur(hold, '30.15')).toBe('30.15');
  });

  it('shows a deposit during a round at once, still without the round', () => {
    let hold = playing();
    hold = balanceStreamed(hold, { funds: [wallet('29.90')], round: 'r1' });
    hold = balanceStreamed(hold, { funds: [wallet('49.90')] });
    expect(shownEur(hold, '49.90')).toBe('50.00');
  });

  it('shows a round at once when no play of the frame is open (another tab) or the frame already showed it', () => {
    let hold = balanceStreamed(balanceStreamed(emptyHold, { funds: [wallet('30.00')] }), { funds: [wallet('31.00')], round: 'elsewhere' });
    expect(hold.hidden.size).toBe(0);
    hold = playEnded(playStarted(hold, 'p'), 'p', 'late');
    hold = playStarted(hold, 'q');
    hold = balanceStreamed(hold, { funds: [wallet('32.00')], round: 'late' });
    expect(shownEur(hold, '32.00')).toBe('32.00');
  });

  it('keeps each ball in flight apart: one landing shows only its own round', () => {
    let hold = playStarted(playing(), 'play-2');
    hold = balanceStreamed(hold, { funds: [wallet('30.10')], round: 'r1' });
    hold = balanceStreamed(hold, { funds: [wallet('29.70')], round: 'r2' });
    hold = playEnded(hold, 'play-2', 'r2');
    expect(shownEur(hold, '29.70')).toBe('29.60');
    hold = playEnded(hold, 'play-1', 'r1');
    expect(shownEur(hold, '29.70')).toBe('29.70');
  });

  it('shows everything once the last open play ends, even a round it never named (a refusal, a timeout)', () => {
    let hold = playing();
    hold = balanceStreamed(hold, { funds: [wallet('29.00')], round: 'r1' });
    hold = playEnded(hold, 'play-1');
    expect(hold.hidden.size).toBe(0);
    expect(shownEur(hold, '29.00')).toBe('29.00');
  });

  it('works in each wallet’s own decimals and leaves the other wallets alone', () => {
    let hold = playStarted(balanceStreamed(emptyHold, { funds: [wallet('1.00', '5.00'), btc('0.00100000')] }), 'p');
    hold = balanceStreamed(hold, { funds: [wallet('1.00', '5.00'), btc('0.00012345')], round: 'r' });
    const [eur, bitcoin] = shownFunds(hold, [wallet('1.00', '5.00'), btc('0.00012345')]);
    expect(bitcoin!.balance).toBe('0.00100000');
    expect(eur!.balance).toBe('1.00');
    hold = balanceStreamed(hold, { funds: [wallet('0.50', '2.50'), btc('0.00012345')], round: 'r' });
    expect(shownFunds(hold, [wallet('0.50', '2.50')])[0]).toMatchObject({ balance: '1.00', bonusBalance: '5.00' });
  });
});
