import { sql } from 'drizzle-orm';
import { bigint, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { preparedStatement, rowOf, valueOf } from './prepared-statement.ts';
import { socketWritesDuring } from './socket-writes-test-kit.ts';

const t = useTestApp();

/** Only its columns count: rowOf reads none of the database. */
const accounts = pgTable('accounts', {
  playerId: uuid('player_id').primaryKey(),
  wageredEurCents: bigint('wagered_eur_cents', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Variant keys far longer than the 63 bytes PostgreSQL keeps of a statement's name. */
const LONG = 'a-variant-key-that-goes-on-and-on-past-what-postgresql-keeps-of-a-name';
const echo = preparedStatement<{ value: string }, string>(
  'test/echo',
  (_db, variant) => sql`select ${valueOf('value')}::text || ${`:${variant.slice(-1)}`} as said`,
);

it('runs each variant as its own text and binds its values on every run, on one connection', async () => {
  await t.database.db.transaction(async (tx) => {
    for (const value of ['first', 'second']) {
      expect(await echo(tx, { value }, `${LONG}-1`)).toEqual([{ said: `${value}:1` }]);
      expect(await echo(tx, { value }, `${LONG}-2`)).toEqual([{ said: `${value}:2` }]);
    }
  });
});

it('refuses a second statement under a name already taken', () => {
  expect(() => preparedStatement('test/echo', () => sql`select 1`)).toThrow(/named test\/echo/);
});

it('maps a row read by column names (bigint, timestamp, a prefix) as drizzle maps the table', async () => {
  const read = preparedStatement<{ cents: bigint; at: string }>(
    'test/row',
    () => sql`select 'd3b07384-d9a0-4c9b-8f7a-000000000001'::uuid as theirs_player_id, ${valueOf('cents')}::bigint as theirs_wagered_eur_cents,
      ${valueOf('at')}::timestamptz as theirs_updated_at`,
  );
  const [row] = await read(t.database.db, { cents: 9_007_199_254_740_993n, at: '2026-11-28T10:00:00Z' });
  expect(rowOf(accounts, row!, 'theirs_')).toEqual({
    playerId: 'd3b07384-d9a0-4c9b-8f7a-000000000001',
    wageredEurCents: 9_007_199_254_740_993n,
    updatedAt: new Date('2026-11-28T10:00:00Z'),
  });
});

it('refuses a run that leaves a value unbound, naming it', async () => {
  await expect(echo(t.database.db, {} as { value: string }, 'unbound')).rejects.toThrow('No value for placeholder "value" was provided');
});

/** The type letters of the protocol messages in a connection's writes (each: a letter, then its length). */
function messageTypesOf(writes: string[]): string[] {
  const types: string[] = [];
  for (const write of writes) {
    const bytes = Buffer.from(write, 'latin1');
    for (let at = 0; at < bytes.length; at += 1 + bytes.readInt32BE(at + 1)) types.push(String.fromCharCode(bytes[at]!));
  }
  return types;
}

it("asks PostgreSQL to describe a statement's rows on its first run only, and reads every later run's rows alike", async (context) => {
  if (t.database.kind === 'pglite') context.skip();
  const described = preparedStatement<{ from: number; to: number }>(
    'test/described',
    () =>
      sql`select n::bigint as n, (timestamptz '2026-11-28T10:00:00Z' + n * interval '1 day') as at from generate_series(${valueOf('from')}::int, ${valueOf('to')}::int) as n`,
  );
  await t.database.db.transaction(async (tx) => {
    const runs = [];
    for (const [from, to] of [
      [1, 2],
      [3, 2],
      [5, 6],
    ] as const)
      runs.push(await socketWritesDuring(tx, () => described(tx, { from, to })));
    // Parse, Bind, Describe, Execute, Sync; then Bind, Execute, Sync: the statement is parsed and its rows known.
    expect(runs.map(({ writes }) => messageTypesOf(writes).join(''))).toEqual(['PBDES', 'BES', 'BES']);
    expect(runs.map(({ result }) => result)).toEqual([
      [
        { n: '1', at: '2026-11-29 10:00:00+00' },
        { n: '2', at: '2026-11-30 10:00:00+00' },
      ],
      [],
      [
        { n: '5', at: '2026-12-03 10:00:00+00' },
        { n: '6', at: '2026-12-04 10:00:00+00' },
      ],
    ]);
  });
  // Other connections of the pool parse it anew, and read its rows without describing them.
  const answers = await Promise.all(Array.from({ length: 24 }, (_, index) => described(t.database.db, { from: index, to: index })));
  expect(answers).toEqual(Array.from({ length: 24 }, (_, index) => [{ n: String(index), at: expect.any(String) as string }]));
});
