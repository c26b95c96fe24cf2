import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { grantActivePromotion } from '../promotions/bet-hooks-test-kit.ts';
import { testClock } from '../staff/staff-test-kit.ts';
import { seatedPlayer } from './studio-test-kit.ts';

/**
 * What one real-money instant round costs the database, counted statement by statement (issue: speed). The budget is
 * today's figure: a change that makes the spin path heavier fails here and must say why it is worth it.
 */
const statements: string[] = [];
/** Statements drizzle built from a query builder while counting: a prepared one is built once, before. */
const built: string[] = [];
let counting = false;
const sqlToQuery = PgDialect.prototype.sqlToQuery;
vi.spyOn(PgDialect.prototype, 'sqlToQuery').mockImplementation(function (this: PgDialect, ...args) {
  const query = sqlToQuery.apply(this, args);
  if (counting) built.push(query.sql);
  return query;
});
// A clock that stands still: the catalogue snapshot the studio reads stays the same between the two spins.
const clock = testClock();
const t = useTestApp({}, { now: clock.now, logQuery: (query) => counting && statements.push(query) });

const SLOT = 'lodestar:slot-starfall-fortune';
/** Today's figures: a spin that wins posts the win too (its ledger transaction and the win counted against loss limits). */
const BUDGET = { lost: 9, won: 11 };

const isTransactionControl = (query: string) => /^(begin|commit|rollback)\b/i.test(query.trim());

/**
 * Every statement of a spin is prepared (db/prepared-statement.ts): building them per call was a third of the server's
 * CPU under load, and PostgreSQL plans an unprepared statement anew on every run. Only transaction control is still
 * built, by drizzle's transaction itself.
 */
function expectEveryStatementPrepared() {
  expect(built.filter((query) => !isTransactionControl(query))).toEqual([]);
}

it('plays a real-money spin, lost or won, within the statement budget, every statement prepared', async () => {
  const { studio } = await seatedPlayer(t, SLOT);
  // The first spin of a session warms what is cached for the token's life; the next ones cost what every spin costs.
  expect((await studio.play(10)).status).toBe(200);
  const counted: Partial<Record<'lost' | 'won', string[]>> = {};
  for (let spin = 0; spin < 200 && !(counted.lost && counted.won); spin++) {
    statements.length = 0;
    counting = true;
    const answer = await studio.play(10);
    counting = false;
    expect(answer.status).toBe(200);
    counted[BigInt(answer.body.round.payout) > 0n ? 'won' : 'lost'] ??= [...statements];
  }
  expectEveryStatementPrepared();
  for (const outcome of ['lost', 'won'] as const) {
    // Transaction control is logged by node-postgres only, not by PGlite: the budget counts the rest, the same on both.
    const queries = counted[outcome]!.filter((query) => !isTransactionControl(query));
    const byVerb = new Map<string, number>();
    for (const query of queries) {
      const verb = query.trimStart().split(/\s/)[0]!.toLowerCase();
      byVerb.set(verb, (byVerb.get(verb) ?? 0) + 1);
    }
    console.log(`a real-money spin ${outcome}: ${queries.length} statements (${[...byVerb].map(([verb, n]) => `${n} ${verb}`).join(', ')})`);
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(BUDGET[outcome]);
  }
});

it('prepares every statement of a spin on a bonus being wagered too', async () => {
  const { studio, playerId } = await seatedPlayer(t, SLOT);
  await grantActivePromotion(t.database.db, { playerId, bonus: 1_000n });
  expect((await studio.play(10)).status).toBe(200);
  built.length = 0;
  statements.length = 0;
  counting = true;
  const answer = await studio.play(10);
  counting = false;
  expect(answer.status).toBe(200);
  // The spin did wager the bonus: its statements on the promotion ran.
  expect(statements.some((query) => query.includes('player_promotions'))).toBe(true);
  expectEveryStatementPrepared();
});
