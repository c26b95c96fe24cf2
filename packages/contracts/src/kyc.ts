import { z } from 'zod';
import { PROFILE_SERVICE } from './paths.ts';

/** The two documents a player uploads before their first cashout (SPEC.md §7 id- and bill-verification). */
export const kycDocumentKinds = ['identity', 'bill'] as const;
export type KycDocumentKind = (typeof kycDocumentKinds)[number];

export const kycPaths = {
  identity: `${PROFILE_SERVICE}/profile/id-verification`,
  bill: `${PROFILE_SERVICE}/profile/bill-verification`,
} as const satisfies Record<KycDocumentKind, string>;

/** The multipart field that carries the document. */
export const KYC_UPLOAD_FIELD = 'file';
export const KYC_MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What the page tells the player; the server decides by the file's first bytes, never by its name or declared type. */
export const kycAcceptedTypes = [
  { mimeType: 'image/jpeg', label: 'JPEG' },
  { mimeType: 'image/png', label: 'PNG' },
  { mimeType: 'application/pdf', label: 'PDF' },
] as const;
export type KycContentType = (typeof kycAcceptedTypes)[number]['mimeType'];

/** `missing`: nothing uploaded yet. A rejected document can be replaced by a new upload; a pending or approved one cannot. */
export const kycDocumentStatuses = ['missing', 'pending', 'approved', 'rejected'] as const;
export type KycDocumentStatus = (typeof kycDocumentStatuses)[number];

/** GET and POST profile-service profile/id-verification and profile/bill-verification. */
export const kycDocumentStatusResponse = z.object({
  kind: z.enum(kycDocumentKinds),
  status: z.enum(kycDocumentStatuses),
  /** Why the operator refused the document: set when status is rejected. */
  rejectionReason: z.string().nullable(),
  uploadedAt: z.string().nullable(),
});
export type KycDocumentStatusResponse = z.infer<typeof kycDocumentStatusResponse>;

/** The operator API (`npm run kyc`), until the back office. */
export const kycDocumentIdParams = z.object({ id: z.uuid() });
export const adminKycDocument = z.object({
  id: z.string(),
  playerId: z.string(),
  playerEmail: z.string(),
  playerName: z.string(),
  country: z.string().nullable(),
  accountCreatedAt: z.string(),
  kind: z.enum(kycDocumentKinds),
  status: z.enum(kycDocumentStatuses),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type AdminKycDocument = z.infer<typeof adminKycDocument>;
export const adminKycDocumentList = z.object({ documents: z.array(adminKycDocument) });
export const rejectKycDocumentRequest = z.object({
  reason: z.string().trim().min(3, 'Give the player a reason of at least 3 characters').max(500),
});
export const kycDecisionResponse = z.object({ id: z.string(), status: z.enum(kycDocumentStatuses), playerVerified: z.boolean() });

export const kycMessages = {
  missingFile: `Choose a file to upload (multipart field '${KYC_UPLOAD_FIELD}')`,
  wrongField: `Send the document in the multipart field '${KYC_UPLOAD_FIELD}'`,
  emptyFile: 'The file is empty',
  unreadable: `The upload could not be read: send one file as multipart/form-data in the field '${KYC_UPLOAD_FIELD}'`,
  tooLarge: 'The file is larger than 10 MB',
  wrongType: 'Upload a JPEG, PNG or PDF file',
  underReview: 'This document is being reviewed; you can replace it only if it is rejected',
  alreadyApproved: 'This document is already approved',
  notPending: 'This document has already been decided',
} as const;
