import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lodestar/games';
import type { FairnessResponse } from '@lodestar/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { RoundStillOpen } from '../../platform/domain-errors.ts';
import { recentEntries } from '../../platform/recent-entries.ts';
import { studioRepo, type RoundToOpen, type StudioRoundRow } from './repo.ts';
import { seedRepo as repo, type SeedOwner, type SeedPairRow } from './seed-repo.ts';
import { studioMessages } from './studio-messages.ts';

export type { SeedOwner } from './seed-repo.ts';
export type SeedService = ReturnType<typeof createSeedService>;

const REVEALED_PAIRS_SHOWN = 20;
/** A rotation whose locked read found no active pair this many times running (each one created) is a fault, not a race. */
const LOCKING_ATTEMPTS = 3;

function freshPair(clientSeed = randomBytes(8).toString('hex')) {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed };
}

const activeStateOf = (pair: SeedPairRow) => ({ serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nextNonce });

/** The seeds a new round is played on. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Active pairs kept in memory between rounds, at most this many owners. */
const REMEMBERED_PAIRS = 10_000;
/** A pair that moved under every read this many times running is a fault, not a race. */
const OPENING_ATTEMPTS = 5;

const ownerKey = (owner: SeedOwner) => ('playerId' in owner ? `player:${owner.playerId}` : `session:${owner.gameSessionId}`);

/**
 * The provably fair seeds of DESIGN.md "Games". An owner's active pair is created on first use. Rotation reveals the
 * active server seed and starts a new pair at nonce 0; a new client seed is always a rotation, as at Stake, whose
 * verifiers take one server seed, one client seed and nonces from 0.
 */
export function createSeedService({ db }: { db: Database }) {
  const activePair = async (executor: Executor, owner: SeedOwner): Promise<SeedPairRow> => {
    const existing = await repo.findActive(executor, owner);
    if (existing) return existing;
    await repo.insertActiveUnlessAny(executor, owner, freshPair());
    return (await repo.findActive(executor, owner))!;
  };

  const fairnessOf = async (executor: Executor, owner: SeedOwner): Promise<FairnessResponse> => {
    const [active, revealed] = await Promise.all([activePair(executor, owner), repo.listRevealed(executor, owner, REVEALED_PAIRS_SHOWN)]);
    return {
      active: activeStateOf(active),
      revealed: revealed.map((pair) => ({
        serverSeed: pair.serverSeed,
        serverSeedHash: pair.serverSeedHash,
        clientSeed: pair.clientSeed,
        nonceCount: pair.nextNonce,
        revealedAt: pair.revealedAt!.toISOString(),
      })),
    };
  };

  /**
   * The active pair, locked until the transaction ends. A concurrent rotation that committed while this read waited on
   * the lock leaves the read with no row (the pair it waited for is revealed, and the new one is newer than the read):
   * a second read sees the new pair, so no rotation is lost.
   */
  const lockActivePair = async (tx: Transaction, owner: SeedOwner): Promise<SeedPairRow> => {
    for (let attempt = 1; attempt <= LOCKING_ATTEMPTS; attempt++) {
      const pair = await repo.findActive(tx, owner, { forUpdate: true });
      if (pair) return pair;
      await repo.insertActiveUnlessAny(tx, owner, freshPair());
    }
    throw new Error(`no active seed pair to lock after ${LOCKING_ATTEMPTS} reads`);
  };

  // Each owner's active pair as this process last wrote or read it: a round opens in one statement on the nonce it
  // holds, which fails harmlessly (and the pair is read again) when another round, process or rotation moved the pair
  // meanwhile.
  const remembered = recentEntries<string, SeedPairRow>(REMEMBERED_PAIRS);
  const remember = (owner: SeedOwner, pair: SeedPairRow) => remembered.set(ownerKey(owner), pair);
  const forget = (owner: SeedOwner) => remembered.delete(ownerKey(owner));

  return {
    /**
     * Opens a round on the owner's active pair: `roundOn` plays it on the pair's seeds and next nonce, and the round is
     * written as the nonce is taken, atomically (the round is written before any money moves). Throws RoundStillOpen,
     * with no nonce used, while the game session has an unfinished round.
     */
    async openRound<T extends { values: RoundToOpen }>(
      executor: Executor,
      owner: SeedOwner,
      roundOn: (seeds: RoundSeeds) => T,
    ): Promise<T & { round: StudioRoundRow }> {
      for (let attempt = 1; attempt <= OPENING_ATTEMPTS; attempt++) {
        const pair = remembered.get(ownerKey(owner)) ?? (await activePair(executor, owner));
        const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce };
        const opening = roundOn(seeds);
        const round = await studioRepo
          .insertRoundOnNonce(executor, { pairId: pair.id, clientSeed: pair.clientSeed, nonce: pair.nextNonce }, opening.values)
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new RoundStillOpen(studioMessages.roundStillOpen);
            throw error;
          });
        if (round) {
          remember(owner, { ...pair, nextNonce: pair.nextNonce + 1 });
          return { ...opening, round };
        }
        forget(owner);
      }
      throw new Error(`the active seed pair moved under ${OPENING_ATTEMPTS} openings running`);
    },

    /** The hash, client seed and next nonce the player sees before betting. */
    async activeState(owner: SeedOwner) {
      return activeStateOf(await activePair(db, owner));
    },

    fairness: (owner: SeedOwner) => fairnessOf(db, owner),

    /**
     * Reveals the active server seed and starts a new pair at nonce 0 with `clientSeed` (which may be the revealed
     * pair's); refused while a round of the pair is unfinished, since the seed fixes its outcome. The pair's row lock
     * orders it with rounds and other rotations: a round opening after it finds the pair revealed and takes the new one
     * (openRound), and one that opened first holds the lock until its round is written, which then refuses the rotation.
     * Answers the seeds as this rotation left them.
     */
    async rotate(owner: SeedOwner, clientSeed: string): Promise<FairnessResponse> {
      const answer = await db.transaction(async (tx) => {
        const pair = await lockActivePair(tx, owner);
        if (await repo.hasUnfinishedRound(tx, pair.id)) throw new RoundStillOpen(studioMessages.rotateWhileOpen);
        await repo.reveal(tx, pair.id);
        await repo.insertActiveUnlessAny(tx, owner, freshPair(clientSeed));
        return fairnessOf(tx, owner);
      });
      forget(owner);
      return answer;
    },
  };
}
