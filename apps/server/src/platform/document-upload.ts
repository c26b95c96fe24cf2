import type { FastifyRequest } from 'fastify';
import { KYC_MAX_DOCUMENT_BYTES, KYC_UPLOAD_FIELD, kycMessages, type KycContentType } from '@lodestar/contracts';
import { DocumentRefused, DocumentTooLarge, DomainError } from './domain-errors.ts';

/**
 * The upload rules of verification documents, shared by every upload players make (KYC, chat attachments):
 * one file in the multipart field 'file', at most 10 MB, a JPEG, PNG or PDF judged by its bytes.
 */
export const documentUploadLimits = { fileSize: KYC_MAX_DOCUMENT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 } as const;

/** Leading bytes of each accepted format: the type is decided by content, never by the name or declared type. */
const signatures: ReadonlyArray<{ contentType: KycContentType; magic: readonly number[] }> = [
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** The format of `bytes` by their magic number, or undefined when they are none of JPEG, PNG or PDF. */
export function detectDocumentType(bytes: Uint8Array): KycContentType | undefined {
  return signatures.find(({ magic }) => bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte))?.contentType;
}

/** The content type of an acceptable document; throws the refusal the player sees otherwise. */
export function checkDocumentBytes(bytes: Buffer): KycContentType {
  if (bytes.length === 0) throw new DocumentRefused(kycMessages.emptyFile, KYC_UPLOAD_FIELD);
  if (bytes.length > KYC_MAX_DOCUMENT_BYTES) throw new DocumentTooLarge(kycMessages.tooLarge, KYC_UPLOAD_FIELD);
  const contentType = detectDocumentType(bytes);
  if (!contentType) throw new DocumentRefused(kycMessages.wrongType, KYC_UPLOAD_FIELD);
  return contentType;
}

/** The single file of the upload, fully read: at most KYC_MAX_DOCUMENT_BYTES, in the field 'file'. */
export async function readDocumentUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DocumentRefused(kycMessages.missingFile, KYC_UPLOAD_FIELD);
  try {
    const part = await request.file();
    if (!part) throw new DocumentRefused(kycMessages.missingFile, KYC_UPLOAD_FIELD);
    if (part.fieldname !== KYC_UPLOAD_FIELD) {
      part.file.resume();
      throw new DocumentRefused(kycMessages.wrongField, KYC_UPLOAD_FIELD);
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new DocumentTooLarge(kycMessages.tooLarge, KYC_UPLOAD_FIELD);
    return bytes;
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DocumentTooLarge(kycMessages.tooLarge, KYC_UPLOAD_FIELD);
    // The form carries no other fields: a text field (a file name typed instead of a file) means no file was sent.
    if (code === 'FST_FIELDS_LIMIT') throw new DocumentRefused(kycMessages.missingFile, KYC_UPLOAD_FIELD);
    if (error instanceof DomainError) throw error;
    // Anything else here is the form itself: cut short, no boundary, too many parts. The store is not touched yet.
    throw new DocumentRefused(kycMessages.unreadable, KYC_UPLOAD_FIELD);
  }
}
