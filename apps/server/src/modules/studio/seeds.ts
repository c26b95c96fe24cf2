import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lodestar/games';
import type { FairnessResponse } from '@lodestar/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { RoundStillOpen } from '../../platform/domain-errors.ts';
import { recentEntries } from '../../platform/recent-entries.ts';
import { studioRepo, type RoundToOpen, type StudioRoundRow } from './repo.ts';
import { seedRepo as repo, type SeedOwner, type SeedPairRow } from './seed-repo.ts';
import { studioMessages } from './studio-messages.ts';

export type { SeedOwner } from './seed-repo.ts';
export type SeedService = ReturnType<typeof createSeedService>;

const REVEALED_PAIRS_SHOWN = 20;

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
 * The provably fair seeds of DESIGN.md "Games". An owner's active pair is created on first use. Changing the client
 * seed keeps the server seed and the nonce counter (each round records the client seed it used, so a pair's rounds
 * stay verifiable); rotation reveals the server seed and starts a new pair at nonce 0 with the same client seed.
 */
export function createSeedService({ db }: { db: Database }) {
  const activePair = async (executor: Executor, owner: SeedOwner): Promise<SeedPairRow> => {
    const existing = await repo.findActive(executor, owner);
    if (existing) return existing;
    await repo.insertActiveUnlessAny(executor, owner, freshPair());
    return (await repo.findActive(executor, owner))!;
  };

  const fairnessOf = async (owner: SeedOwner): Promise<FairnessResponse> => {
    const [active, revealed] = await Promise.all([activePair(db, owner), repo.listRevealed(db, owner, REVEALED_PAIRS_SHOWN)]);
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

  // Each owner's active pair as this process last wrote or read it: a round opens in one statement on the nonce it
  // holds, which fails harmlessly (and the pair is read again) when another round, process, rotation or client seed
  // moved the pair meanwhile.
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

    fairness: fairnessOf,

    async setClientSeed(owner: SeedOwner, clientSeed: string): Promise<FairnessResponse> {
      const pair = await activePair(db, owner);
      await repo.setClientSeed(db, pair.id, clientSeed);
      forget(owner);
      return fairnessOf(owner);
    },

    /** Reveals the active server seed and starts a new pair; refused while a round of the pair is unfinished. */
    async rotate(owner: SeedOwner): Promise<FairnessResponse> {
      await activePair(db, owner);
      await db.transaction(async (tx) => {
        const pair = await repo.findActive(tx, owner, { forUpdate: true });
        if (!pair) return;
        if (await repo.hasUnfinishedRound(tx, pair.id)) throw new RoundStillOpen(studioMessages.rotateWhileOpen);
        await repo.reveal(tx, pair.id);
        await repo.insertActiveUnlessAny(tx, owner, freshPair(pair.clientSeed));
      });
      forget(owner);
      return fairnessOf(owner);
    },
  };
}
