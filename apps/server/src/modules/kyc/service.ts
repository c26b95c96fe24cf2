import { randomUUID } from 'node:crypto';
import { kycMessages, type KycDocumentKind, type KycDocumentStatusResponse } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import type { BackgroundTasks } from '../../platform/background-tasks.ts';
import { DocumentNotPending, DocumentNotReplaceable, NotFound } from '../../platform/domain-errors.ts';
import { checkDocumentBytes } from '../../platform/document-upload.ts';
import type { Mailer } from '../../platform/mailer.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { ProfileService } from '../profile/index.ts';
import type { DocumentStore } from './document-store.ts';
import { documentApprovedMail, documentRejectedMail } from './kyc-mails.ts';
import { kycRepo, type KycDocumentRow } from './repo.ts';

export type KycService = ReturnType<typeof createKycService>;
/** A decided document, and whether the player is now verified for cashouts. */
export interface KycDecision {
  row: KycDocumentRow;
  playerVerified: boolean;
}

export interface KycServiceDeps {
  db: Database;
  store: DocumentStore;
  profiles: Pick<ProfileService, 'markDocumentsVerified' | 'reviewContextOf'>;
  players: PlayerDirectory;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

const VERIFICATION_PAGE = '/profile/verification';

const statusOf = (kind: KycDocumentKind, row: KycDocumentRow | undefined): KycDocumentStatusResponse => ({
  kind,
  status: row?.status ?? 'missing',
  rejectionReason: row?.status === 'rejected' ? row.rejectionReason : null,
  uploadedAt: row?.uploadedAt.toISOString() ?? null,
});

/** A pending or approved document stays; only a rejected one (or none) makes room for a new upload. */
function refuseIfLive(row: KycDocumentRow | undefined): void {
  if (row?.status === 'pending') throw new DocumentNotReplaceable(kycMessages.underReview);
  if (row?.status === 'approved') throw new DocumentNotReplaceable(kycMessages.alreadyApproved);
}

export function createKycService({ db, store, profiles, players, mailer, background, publicUrl }: KycServiceDeps) {
  const tellPlayer = (playerId: string, description: string, compose: (email: string) => Parameters<Mailer['send']>[0]) =>
    // The decision is committed whatever happens to the mail: it is sent off the operator's request.
    background.run(description, async () => {
      const email = (await players.emailsOf([playerId])).get(playerId);
      if (email) await mailer.send(compose(email));
    });
  const urls = { verification: `${publicUrl}${VERIFICATION_PAGE}`, site: publicUrl };

  return {
    async status(playerId: string, kind: KycDocumentKind): Promise<KycDocumentStatusResponse> {
      return statusOf(kind, await kycRepo.latest(db, playerId, kind));
    },

    /** Stores a JPEG, PNG or PDF (judged by its bytes) as the player's new document of `kind`, pending review. */
    async upload(playerId: string, kind: KycDocumentKind, bytes: Buffer): Promise<KycDocumentStatusResponse> {
      const contentType = checkDocumentBytes(bytes);
      refuseIfLive(await kycRepo.latest(db, playerId, kind));

      const storageKey = randomUUID();
      await store.put(storageKey, bytes, contentType);
      const row = await kycRepo.insertUnlessLive(db, { playerId, kind, storageKey, contentType, sizeBytes: bytes.length });
      if (!row) {
        // Another upload of the same kind won the race: keep no orphan file.
        await store.remove(storageKey);
        refuseIfLive(await kycRepo.latest(db, playerId, kind));
        throw new DocumentNotReplaceable(kycMessages.underReview);
      }
      return statusOf(kind, row);
    },

    /** The player's documents, newest first, for staff looking at the player. */
    async documentsOf(playerId: string): Promise<KycDocumentRow[]> {
      return kycRepo.allOf(db, playerId);
    },

    /** Documents waiting for an operator, oldest first, with the player's context. */
    async pending() {
      const rows = await kycRepo.pending(db);
      const contacts = await players.contactsOf(rows.map((row) => row.playerId));
      return Promise.all(
        rows.map(async (row) => {
          const contact = contacts.get(row.playerId);
          const profile = await profiles.reviewContextOf(row.playerId);
          return {
            row,
            email: contact?.email ?? '',
            // The name on the profile is what a document must match; the registration name stands in until it is filled.
            name: profile.name ?? contact?.fullName ?? '',
            country: profile.country,
            accountCreatedAt: contact?.createdAt ?? null,
          };
        }),
      );
    },

    /** The stored file, for the operator reviewing it. */
    async document(id: string): Promise<{ row: KycDocumentRow; bytes: Buffer }> {
      const row = await kycRepo.findById(db, id);
      if (!row) throw new NotFound('No such document');
      return { row, bytes: await store.get(row.storageKey) };
    },

    /** Approves a pending document; approving the second of the pair verifies the player for cashouts. */
    async approve(id: string): Promise<KycDecision> {
      const document = await kycRepo.findById(db, id);
      if (!document) throw new NotFound('No such document');
      const decided = await db.transaction(async (tx) => {
        await kycRepo.lockPlayerDocuments(tx, document.playerId);
        const row = await kycRepo.decide(tx, id, 'approved', null);
        if (!row) throw new DocumentNotPending(kycMessages.notPending);
        const identity = await kycRepo.latest(tx, row.playerId, 'identity');
        const bill = await kycRepo.latest(tx, row.playerId, 'bill');
        const playerVerified = identity?.status === 'approved' && bill?.status === 'approved';
        if (playerVerified) await profiles.markDocumentsVerified(row.playerId, tx);
        return { row, playerVerified };
      });
      tellPlayer(decided.row.playerId, 'kyc approval mail', (email) => documentApprovedMail(email, decided.row.kind, decided.playerVerified, urls));
      return decided;
    },

    /** Rejects a pending document with the reason the player is told; they may then upload a new one. */
    async reject(id: string, reason: string): Promise<KycDecision> {
      const row = await kycRepo.decide(db, id, 'rejected', reason);
      if (!row) {
        if (!(await kycRepo.findById(db, id))) throw new NotFound('No such document');
        throw new DocumentNotPending(kycMessages.notPending);
      }
      tellPlayer(row.playerId, 'kyc rejection mail', (email) => documentRejectedMail(email, row.kind, reason, urls.verification));
      return { row, playerVerified: false };
    },
  };
}
