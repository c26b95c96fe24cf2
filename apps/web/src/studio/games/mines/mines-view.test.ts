import { describe, expect, it } from 'vitest';
import { cashOut, minesMultiplier, minesPlayerView, payoutFor, revealTile, type MinesOutcome, type MinesState } from '@lodestar/games';
import { cashOutAmount, resumableMinesRound, tileLabel, tileState, TILES } from './mines-view.ts';

const fresh: MinesState = { version: 1, mineCount: 3, mines: [4, 12, 20], revealed: [], status: 'playing', hitMine: null };
const outcomeOf = (state: MinesState): MinesOutcome => ({ kind: 'mines', ...minesPlayerView(state), nextMultiplier: null });

describe('mines field view', () => {
  it('hides every mine while the round runs', () => {
    const outcome = outcomeOf(revealTile(fresh, 0));
    expect(TILES.map((tile) => tileState(outcome, tile)).filter((state) => state !== 'hidden')).toEqual(['gem']);
    expect(tileState(outcome, 4)).toBe('hidden');
  });

  it('shows all mines at the end, the one hit marked and the gems not picked dimmed', () => {
    const outcome = outcomeOf(revealTile(revealTile(fresh, 0), 12));
    expect(tileState(outcome, 0)).toBe('gem');
    expect(tileState(outcome, 12)).toBe('hit-mine');
    expect(tileState(outcome, 4)).toBe('mine');
    expect(tileState(outcome, 1)).toBe('unrevealed-gem');
    const cashed = outcomeOf(cashOut(revealTile(fresh, 0)));
    expect(TILES.filter((tile) => tileState(cashed, tile) === 'mine')).toEqual([4, 12, 20]);
  });

  it('offers the cash-out the server pays', () => {
    const outcome = outcomeOf(revealTile(revealTile(fresh, 0), 1));
    expect(cashOutAmount(155n, outcome)).toBe(payoutFor(155n, minesMultiplier(3, 2)));
    expect(cashOutAmount(155n, outcomeOf(fresh))).toBe(0n);
  });

  it('labels tiles for people, counting from 1', () => {
    expect(tileLabel(0, 'hidden')).toBe('Tile 1, row 1, column 1, hidden');
    expect(tileLabel(24, 'hit-mine')).toBe('Tile 25, row 5, column 5, mine, hit');
  });

  it('resumes only an open mines round', () => {
    const round = {
      id: 'm1',
      launchId: 'mines',
      status: 'open' as const,
      stake: '100',
      payout: '0',
      params: {},
      outcome: outcomeOf(fresh),
      fairness: { serverSeedHash: 'h', clientSeed: 'c', nonce: 0, serverSeed: null },
      jackpotWin: null,
      createdAt: '2026-11-21T00:00:00Z',
    };
    expect(resumableMinesRound(round)?.id).toBe('m1');
    expect(resumableMinesRound({ ...round, outcome: { kind: 'blackjack' } })).toBeNull();
    expect(resumableMinesRound({ ...round, status: 'closed' })).toBeNull();
  });
});
