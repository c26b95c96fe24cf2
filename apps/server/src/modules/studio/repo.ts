import { and, asc, desc, eq, inArray, isNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { givenKeysOf, placeholderRowOf, preparedStatement, rowOf, valueOf } from '../../db/prepared-statement.ts';
import { createTurnSets } from '../../db/turn-sets.ts';
import { openSet, type RoundOnNonce } from './open-set-repo.ts';
import { settleSet, type StepToSettle } from './settle-set-repo.ts';
import { studioDemoBalances, studioRounds, studioSeedPairs, studioSessionPositions, studioUnfinishedRounds, type PendingStep } from './schema.ts';

export type StudioRoundRow = typeof studioRounds.$inferSelect;

/** A round with what its fairness view needs of its seed pair: the server seed only counts once revealed. */
export interface RoundWithSeeds {
  round: StudioRoundRow;
  serverSeedHash: string;
  revealedServerSeed: string | null;
}

const withSeeds = {
  round: studioRounds,
  serverSeedHash: studioSeedPairs.serverSeedHash,
  revealedServerSeed: sql<string | null>`CASE WHEN ${studioSeedPairs.revealedAt} IS NULL THEN NULL ELSE ${studioSeedPairs.serverSeed} END`.as(
    'revealed_server_seed',
  ),
};

/** What a step changes of a round. */
export type RoundChange = Partial<Pick<StudioRoundRow, 'status' | 'state' | 'stake' | 'payout' | 'wagers' | 'actions' | 'jackpotWin'>> & {
  pending?: PendingStep | null;
};

/** A round as its answer shows it: with its seeds and its game session's net position. */
export type RoundView = RoundWithSeeds & { netPosition: bigint };

/** A game session's net position as it stands (0 before its first counted round). */
const netPositionOf = (gameSessionId: SQLWrapper) =>
  sql`coalesce((select ${studioSessionPositions.net} from ${studioSessionPositions} where ${studioSessionPositions.gameSessionId} = ${gameSessionId}), 0)`;

const viewOf = ({ net, ...found }: RoundWithSeeds & { net: string }): RoundView => ({ ...found, netPosition: BigInt(net) });

/**
 * The recovery's queue: the ids of rounds whose step is pending and was last written before `cutoff`, oldest first
 * (studio_unfinished_rounds; since is the round's updated_at). The round's own columns are filtered too: a claim that
 * locks the round then checks them again on its new version when another process claimed it, or a request settled it,
 * after the statement began (the queue's row is not locked, so its filter alone would not be checked again).
 */
const stalePending = (db: Executor, cutoff: Date) =>
  db
    .select({ id: studioRounds.id })
    .from(studioUnfinishedRounds)
    .innerJoin(studioRounds, eq(studioRounds.id, studioUnfinishedRounds.roundId))
    .where(
      and(
        eq(studioUnfinishedRounds.status, 'pending'),
        lt(studioUnfinishedRounds.since, cutoff),
        eq(studioRounds.status, 'pending'),
        lt(studioRounds.updatedAt, cutoff),
      ),
    )
    .orderBy(asc(studioUnfinishedRounds.since));

/** Rounds joined to their seed pairs, for the caller's filter. */
const selectWithSeeds = (db: Executor) =>
  db.select(withSeeds).from(studioRounds).innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioRounds.seedPairId));

/** A round about to open on the nonce its seed pair stood at when read. */
export type RoundToOpen = Omit<typeof studioRounds.$inferInsert, 'seedPairId' | 'clientSeed' | 'nonce'>;
export interface NonceOfPair {
  pairId: string;
  clientSeed: string;
  nonce: number;
}

/** The round of insertRoundOnNonce: one text for each set of columns given (a real-money round's, a demo round's). */
const roundOnNonceStatement = preparedStatement<RoundToOpen & NonceOfPair, string>('studio/round-on-nonce', (db, given) => {
  const taken = db.$with('taken').as(
    db
      .update(studioSeedPairs)
      .set({ nextNonce: sql`${studioSeedPairs.nextNonce} + 1` })
      .where(
        and(
          eq(studioSeedPairs.id, valueOf('pairId')),
          eq(studioSeedPairs.nextNonce, valueOf('nonce')),
          eq(studioSeedPairs.clientSeed, valueOf('clientSeed')),
          isNull(studioSeedPairs.revealedAt),
        ),
      )
      .returning({ id: studioSeedPairs.id }),
  );
  const round = placeholderRowOf(studioRounds, given, { seedPairId: 'pairId', clientSeed: 'clientSeed', nonce: 'nonce' });
  return db
    .with(taken)
    .insert(studioRounds)
    .select(sql`select ${round} from ${taken}`)
    .returning();
});

/** What settling a pending step writes: every column of the change, so the statement's text is one. */
export type SettledStep = Required<Omit<RoundChange, 'pending'>> & { pending: null };

const settlePendingStatement = preparedStatement<SettledStep & { roundId: string }>('studio/settle-pending', (db) => {
  const change = Object.fromEntries(
    (['status', 'state', 'stake', 'payout', 'wagers', 'actions', 'jackpotWin', 'pending'] as const).map((key) => [
      key,
      valueOf(key, studioRounds[key]),
    ]),
  );
  const settled = db.$with('settled').as(
    db
      .update(studioRounds)
      .set({ ...change, updatedAt: sql`now()` })
      .where(and(eq(studioRounds.id, valueOf('roundId')), eq(studioRounds.status, 'pending')))
      .returning(),
  );
  const net = sql<string>`(${netPositionOf(settled.gameSessionId)}
    + case when ${settled.status} in ('open', 'closed') then ${settled.payout} + coalesce(${settled.jackpotWin}, 0) - ${settled.stake} else 0 end)::text`.as(
    'net',
  );
  return db
    .with(settled)
    .select({ ...settled._.selectedFields, serverSeedHash: withSeeds.serverSeedHash, revealedServerSeed: withSeeds.revealedServerSeed, net })
    .from(settled)
    .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, settled.seedPairId));
});

/**
 * Rounds opened on one connection in one turn (a batch of rounds' statements, service.ts roundStatements), in one
 * statement (open-set-repo.ts) when they give the same columns and share no pair nor game session; else each its own.
 * A round the set did not write (its pair moved) is tried alone, which answers undefined as the set would have.
 */
const openings = createTurnSets<RoundOnNonce & { given: string }, StudioRoundRow | undefined>({
  alone: async (db, { nonce, values, given }) => {
    const [row] = await roundOnNonceStatement(db, { ...values, ...nonce }, given);
    return row && rowOf(studioRounds, row);
  },
  together: async (db, calls) => {
    const written = await openSet(db, calls, calls[0]!.given);
    return calls.map((call) => {
      const row = written.get(call.nonce.pairId);
      return row && rowOf(studioRounds, row);
    });
  },
  fits: (set, call) =>
    set.every(
      (member) =>
        member.given === call.given && member.nonce.pairId !== call.nonce.pairId && member.values.gameSessionId !== call.values.gameSessionId,
    ),
});

/** A settled round's row as the settling statements answer it, with its seeds and its session's position. */
type SettledRow = Record<string, unknown> & { server_seed_hash: string; revealed_server_seed: string | null; net: string };

const settledViewOf = (row: SettledRow): RoundView =>
  viewOf({ round: rowOf(studioRounds, row), serverSeedHash: row.server_seed_hash, revealedServerSeed: row.revealed_server_seed, net: row.net });

type Settlement = StepToSettle & { gameSessionId: string };

/**
 * Settlements made on one connection in one turn (a batch of rounds' statements, service.ts roundStatements), in one
 * statement (settle-set-repo.ts); alone, or sharing a round or a game session with one already in, each its own. A
 * round the set did not settle (no longer pending) is tried alone, which answers undefined as the set would have.
 */
const settlements = createTurnSets<Settlement, RoundView | undefined>({
  alone: async (db, { roundId, gameSessionId: _session, ...values }) => {
    const [row] = await settlePendingStatement<SettledRow>(db, { ...values, roundId });
    return row && settledViewOf(row);
  },
  together: async (db, calls) => {
    const outcomes: Array<RoundView | undefined> = calls.map(() => undefined);
    for (const { index, row } of await settleSet(db, calls)) outcomes[index] = settledViewOf(row);
    return outcomes;
  },
  fits: (set, call) => set.every((member) => member.roundId !== call.roundId && member.gameSessionId !== call.gameSessionId),
});

export const studioRepo = {
  /**
   * Takes the pair's nonce and writes the round on it in one statement: the counter moves on only while the pair is
   * still active at that nonce with that client seed, and the round is written only with it. Undefined when the pair
   * moved meanwhile (another round took the nonce, a rotation, a new client seed). When the session already has an
   * unfinished round, the rounds' trigger fails the statement whole on studio_unfinished_rounds' key, so no nonce is
   * used (a unique violation).
   */
  insertRoundOnNonce(db: Executor, nonce: NonceOfPair, values: RoundToOpen): Promise<StudioRoundRow | undefined> {
    return openings(db, { nonce, values, given: givenKeysOf(values) });
  },

  /**
   * Real-money steps pending since before `cutoff`, oldest first, without claiming them. A recovery claim moves
   * updated_at, so a step recovery keeps failing on shows again whenever its lease runs out.
   */
  async pendingSince(db: Executor, cutoff: Date, limit: number): Promise<StudioRoundRow[]> {
    return db
      .select()
      .from(studioRounds)
      .where(inArray(studioRounds.id, stalePending(db, cutoff).limit(limit)))
      .orderBy(asc(studioRounds.updatedAt));
  },

  /**
   * Claims up to `limit` real-money steps pending since before `cutoff` for this process's recovery: their updated_at
   * moves to now, so no other process claims them again until they are stale once more (a lease, not a lock: the
   * settlement itself is idempotent). SKIP LOCKED lets several processes claim side by side without waiting.
   */
  async claimStalePending(db: Executor, cutoff: Date, limit: number): Promise<StudioRoundRow[]> {
    const stale = stalePending(db, cutoff).limit(limit).for('update', { of: studioRounds, skipLocked: true });
    return db
      .update(studioRounds)
      .set({ updatedAt: sql`now()` })
      .where(inArray(studioRounds.id, stale))
      .returning();
  },

  async findUnfinished(db: Executor, gameSessionId: string): Promise<RoundWithSeeds | undefined> {
    const [row] = await selectWithSeeds(db)
      .innerJoin(studioUnfinishedRounds, eq(studioUnfinishedRounds.roundId, studioRounds.id))
      .where(eq(studioUnfinishedRounds.gameSessionId, gameSessionId));
    return row;
  },

  /** The round of this game session, locked for the action that is about to change it. */
  async lockOfSession(db: Executor, roundId: string, gameSessionId: string): Promise<StudioRoundRow | undefined> {
    const [row] = await db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.id, roundId), eq(studioRounds.gameSessionId, gameSessionId)))
      .for('update');
    return row;
  },

  /** Writes a change to a round only while it is in the status the caller saw: the row count says who made it. */
  /** Deletes a round still pending (a refused opening); false when it has moved on meanwhile. */
  async deletePending(db: Executor, roundId: string): Promise<boolean> {
    const rows = await db
      .delete(studioRounds)
      .where(and(eq(studioRounds.id, roundId), eq(studioRounds.status, 'pending')))
      .returning({ id: studioRounds.id });
    return rows.length > 0;
  },

  async update(db: Executor, roundId: string, from: StudioRoundRow['status'], values: RoundChange): Promise<StudioRoundRow | undefined> {
    const [row] = await db
      .update(studioRounds)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(studioRounds.id, roundId), eq(studioRounds.status, from)))
      .returning();
    return row;
  },

  /**
   * Applies a pending step (as `update` from 'pending') and reads the round's answer in the same statement. The net
   * position is read before the statement's own trigger moves it, so the step's share is added here: a pending round
   * counted nothing, an open or closed one counts its payout and jackpot win less its stake (migrations 0024, 0029).
   */
  settlePending(db: Executor, round: Pick<StudioRoundRow, 'id' | 'gameSessionId'>, values: SettledStep): Promise<RoundView | undefined> {
    return settlements(db, { ...values, roundId: round.id, gameSessionId: round.gameSessionId });
  },

  /** Wins minus stakes of a game session's settled and open rounds (stakes of an open round are already gone). */
  async netPosition(db: Executor, gameSessionId: string): Promise<bigint> {
    const [row] = await db
      .select({ net: studioSessionPositions.net })
      .from(studioSessionPositions)
      .where(eq(studioSessionPositions.gameSessionId, gameSessionId));
    return row?.net ?? 0n;
  },

  /** A round with its seeds, and its session's net position (`netPosition`) in the same read. */
  async findWithSeedsAndNetPosition(db: Executor, roundId: string): Promise<RoundView | undefined> {
    const net = sql<string>`${netPositionOf(studioRounds.gameSessionId)}::text`;
    const [row] = await db
      .select({ ...withSeeds, net })
      .from(studioRounds)
      .innerJoin(studioSeedPairs, eq(studioSeedPairs.id, studioRounds.seedPairId))
      .where(eq(studioRounds.id, roundId));
    if (!row) return undefined;
    return viewOf(row);
  },

  async latestRealOfPlayer(db: Executor, playerId: string, limit: number): Promise<RoundWithSeeds[]> {
    return selectWithSeeds(db)
      .where(and(eq(studioRounds.playerId, playerId), eq(studioRounds.mode, 'real'), inArray(studioRounds.status, ['open', 'closed'])))
      .orderBy(desc(studioRounds.createdAt))
      .limit(limit);
  },

  /** A demo session's balance row, created with the opening balance on its first use. */
  async ensureDemoBalance(db: Executor, gameSessionId: string, opening: bigint): Promise<void> {
    await db.insert(studioDemoBalances).values({ gameSessionId, balance: opening }).onConflictDoNothing();
  },

  async demoBalance(db: Executor, gameSessionId: string, opening: bigint): Promise<bigint> {
    await studioRepo.ensureDemoBalance(db, gameSessionId, opening);
    const [row] = await db
      .select({ balance: studioDemoBalances.balance })
      .from(studioDemoBalances)
      .where(eq(studioDemoBalances.gameSessionId, gameSessionId));
    return row!.balance;
  },

  /** Adds a signed amount to a demo balance; undefined (nothing written) when it would go below zero. */
  async addToDemoBalance(db: Executor, gameSessionId: string, delta: bigint): Promise<bigint | undefined> {
    const [row] = await db
      .update(studioDemoBalances)
      .set({ balance: sql`${studioDemoBalances.balance} + ${delta}`, updatedAt: sql`now()` })
      .where(and(eq(studioDemoBalances.gameSessionId, gameSessionId), sql`${studioDemoBalances.balance} + ${delta} >= 0`))
      .returning({ balance: studioDemoBalances.balance });
    return row?.balance;
  },
};
