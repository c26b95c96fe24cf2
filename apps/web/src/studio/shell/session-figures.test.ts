import { describe, expect, it } from 'vitest';
import type { RoundResponse, StudioSession } from '@lodestar/contracts';
import { amountFormatter, answerBeforeWin, formatElapsed, formatNetPosition, sessionAfterRound } from './session-figures';

const eur = amountFormatter({ subunits_to_unit: 100, displayCode: 'EUR' });

describe('session figures', () => {
  it('formats minor units in the currency of the session', () => {
    expect(eur(150n)).toBe('1.50 EUR');
    expect(amountFormatter({ subunits_to_unit: 100_000_000, displayCode: 'DOGE' })('170000')).toBe('0.00170000 DOGE');
  });

  it('signs the net position with a true minus, a plus, or nothing at zero', () => {
    expect(formatNetPosition('-120', eur)).toBe('\u22121.20 EUR');
    expect(formatNetPosition('50', eur)).toBe('+0.50 EUR');
    expect(formatNetPosition('0', eur)).toBe('0.00 EUR');
  });

  it('shows the elapsed time as m:ss below an hour and h:mm:ss from then on', () => {
    expect(formatElapsed(7_400)).toBe('0:07');
    expect(formatElapsed((12 * 60 + 4) * 1000)).toBe('12:04');
    expect(formatElapsed((3600 + 2 * 60 + 9) * 1000)).toBe('1:02:09');
    expect(formatElapsed(-5000)).toBe('0:00');
  });

  it('takes balance, net position, next nonce and the open round from a round answer', () => {
    const session = {
      balance: '1000',
      netPosition: '0',
      currency: 'EUR',
      sessionStartedAt: '2026-11-21T10:00:00.000Z',
      fairness: { serverSeedHash: 'h1', clientSeed: 'c', nonce: 3 },
      openRound: null,
    } as unknown as StudioSession;
    const round = { id: 'r1', status: 'open', fairness: { serverSeedHash: 'h1', clientSeed: 'c', nonce: 3, serverSeed: null } };
    const answer = {
      balance: '900',
      netPosition: '-100',
      currency: 'EUR',
      sessionStartedAt: session.sessionStartedAt,
      round,
    } as unknown as RoundResponse;

    const during = sessionAfterRound(session, answer);
    expect(during).toMatchObject({ balance: '900', netPosition: '-100', fairness: { nonce: 4 }, openRound: { id: 'r1' } });

    const closed = { ...answer, balance: '1150', netPosition: '150', round: { ...round, status: 'closed' } } as RoundResponse;
    expect(sessionAfterRound(during, closed)).toMatchObject({ balance: '1150', netPosition: '150', fairness: { nonce: 4 }, openRound: null });
  });

  it('holds back the payout and any jackpot until the win is shown', () => {
    const answer = {
      balance: '1250',
      netPosition: '250',
      round: { payout: '300', jackpotWin: null },
    } as unknown as RoundResponse;
    expect(answerBeforeWin(answer)).toMatchObject({ balance: '950', netPosition: '-50' });
    const jackpot = {
      ...answer,
      balance: '101250',
      netPosition: '100250',
      round: { payout: '300', jackpotWin: '100000' },
    } as unknown as RoundResponse;
    expect(answerBeforeWin(jackpot)).toMatchObject({ balance: '950', netPosition: '-50' });
  });
});
