import { sql } from 'drizzle-orm';
import { bigint, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { preparedStatement, rowOf, valueOf } from './prepared-statement.ts';

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
