import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@lodestar/games';
import type { FairnessResponse } from '@lodestar/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { RoundStillOpen } from '../../platform/domain-errors.ts';
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

  return {
    /** The hash, client seed and next nonce the player sees before betting. */
    async activeState(owner: SeedOwner) {
      return activeStateOf(await activePair(db, owner));
    },

    fairness: fairnessOf,

    /**
     * In the caller's transaction: the seeds and the nonce of a new round, the nonce taken atomically. The pair row
     * stays locked until the round is written, so a rotation waits for it (and then sees the round).
     */
    async takeNonce(tx: Executor, owner: SeedOwner): Promise<SeedPairRow & { nonce: number }> {
      const taken = await repo.takeNonce(tx, owner);
      if (taken) return taken;
      await activePair(tx, owner);
      return (await repo.takeNonce(tx, owner))!;
    },

    async setClientSeed(owner: SeedOwner, clientSeed: string): Promise<FairnessResponse> {
      const pair = await activePair(db, owner);
      await repo.setClientSeed(db, pair.id, clientSeed);
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
      return fairnessOf(owner);
    },
  };
}
