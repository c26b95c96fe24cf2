import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { databaseWritesDuring } from '../../db/socket-writes-test-kit.ts';
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
const countingBuilds = vi.spyOn(PgDialect.prototype, 'sqlToQuery').mockImplementation(function (this: PgDialect, ...args) {
  const query = sqlToQuery.apply(this, args);
  if (counting) built.push(query.sql);
  return query;
});
// The files after this one in the worker share its modules (vitest.config.ts): they get drizzle's own method back.
afterAll(() => countingBuilds.mockRestore());
// A clock that stands still: the catalogue snapshot the studio reads stays the same between the two spins.
const clock = testClock();
const t = useTestApp({}, { now: clock.now, logQuery: (query) => counting && statements.push(query) });

const SLOT = 'lodestar:slot-starfall-fortune';
/**
 * Today's figures: a spin that wins posts the win too (its ledger transaction; the win is counted against loss limits
 * with the stake, in the checks' statement). While a bonus is wagered (as every player of `npm run bench` does by
 * default, after a first deposit) the promotion's own statements join: its terms before the round, its row locked with
 * the cash and bonus balances (one statement) and its wagering progress (the bet's split is written with its row; the
 * win routes on the row the bet locked). A spin alone takes its player's lock by a statement of its own, before its
 * checks (the claim goes with the posting, to carry the split): one more than when the claim took it, in the same
 * write; under load a batch takes its players' locks in its lock step, and a spin then costs one statement fewer than
 * here (a spin on a bonus two fewer than before, a cash spin one fewer when it wins).
 */
const BUDGET = { cash: { lost: 10, won: 11 }, bonus: { lost: 11, won: 12 } };

/**
 * Round trips to PostgreSQL, counted as writes to its sockets: the studio's bonus-terms read, its round opening and its
 * settle, and the wallet call's transaction (BEGIN with the player's lock, the checks and the funding; the bet's claim
 * and posting with the win's read of its round; a win's posting; COMMIT).
 */
const ROUND_TRIPS = { lost: 6, won: 7 };

const isTransactionControl = (query: string) => /^(begin|commit|rollback)\b/i.test(query.trim());

/**
 * Every statement of a spin is prepared (db/prepared-statement.ts): building them per call was a third of the server's
 * CPU under load, and PostgreSQL plans an unprepared statement anew on every run. Only transaction control is still
 * built, by drizzle's transaction itself.
 */
function expectEveryStatementPrepared() {
  expect(built.filter((query) => !isTransactionControl(query))).toEqual([]);
}

/** Spins until one lost and one won were counted: the statements of each, transaction control left out. */
async function statementsOfSpins(studio: Awaited<ReturnType<typeof seatedPlayer>>['studio']) {
  // The first spin of a session warms what is cached for the token's life; the next ones cost what every spin costs.
  expect((await studio.play(10)).status).toBe(200);
  built.length = 0;
  const counted: Partial<Record<'lost' | 'won', string[]>> = {};
  for (let spin = 0; spin < 200 && !(counted.lost && counted.won); spin++) {
    statements.length = 0;
    counting = true;
    const answer = await studio.play(10);
    counting = false;
    expect(answer.status).toBe(200);
    // Transaction control is logged by node-postgres only, not by PGlite: the budget counts the rest, the same on both.
    counted[BigInt(answer.body.round.payout) > 0n ? 'won' : 'lost'] ??= statements.filter((query) => !isTransactionControl(query));
  }
  return { lost: counted.lost!, won: counted.won! };
}

function expectWithinBudget(path: keyof typeof BUDGET, counted: Record<'lost' | 'won', string[]>) {
  for (const outcome of ['lost', 'won'] as const) {
    const queries = counted[outcome];
    const byVerb = new Map<string, number>();
    for (const query of queries) {
      const verb = query.trimStart().split(/\s/)[0]!.toLowerCase();
      byVerb.set(verb, (byVerb.get(verb) ?? 0) + 1);
    }
    console.log(
      `a real-money spin ${outcome} (${path}): ${queries.length} statements (${[...byVerb].map(([verb, n]) => `${n} ${verb}`).join(', ')})`,
    );
    expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(BUDGET[path][outcome]);
  }
}

it('plays a real-money spin, lost or won, within the statement budget, every statement prepared', async () => {
  const { studio } = await seatedPlayer(t, SLOT);
  const counted = await statementsOfSpins(studio);
  expectEveryStatementPrepared();
  expectWithinBudget('cash', counted);
});

it('plays a spin on a bonus being wagered within its budget, every statement prepared', async () => {
  const { studio, playerId } = await seatedPlayer(t, SLOT);
  await grantActivePromotion(t.database.db, { playerId, bonus: 1_000n });
  const counted = await statementsOfSpins(studio);
  // The spins did wager the bonus: its statements on the promotion ran.
  expect(counted.lost.some((query) => query.includes('player_promotions'))).toBe(true);
  expectEveryStatementPrepared();
  expectWithinBudget('bonus', counted);
});

it('sends a real-money spin on a bonus to PostgreSQL in its budget of round trips', async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const { studio, playerId } = await seatedPlayer(t, SLOT);
  await grantActivePromotion(t.database.db, { playerId, bonus: 1_000n });
  expect((await studio.play(10)).status).toBe(200);
  const counted: Partial<Record<'lost' | 'won', number>> = {};
  for (let spin = 0; spin < 200 && !(counted.lost && counted.won); spin++) {
    const { result: answer, writes } = await databaseWritesDuring(() => studio.play(10));
    expect(answer.status).toBe(200);
    counted[BigInt(answer.body.round.payout) > 0n ? 'won' : 'lost'] ??= writes;
  }
  console.log(`a real-money spin on a bonus: ${counted.lost} round trips lost, ${counted.won} won`);
  expect(counted).toEqual(ROUND_TRIPS);
});
