import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KYC_MAX_DOCUMENT_BYTES, KYC_UPLOAD_FIELD, kycDocumentKinds, kycDocumentStatusResponse, kycMessages, kycPaths } from '@lodestar/contracts';
import { guardEveryRoute } from '../../platform/api-docs.ts';
import { DocumentRefused, DocumentTooLarge, DomainError } from '../../platform/domain-errors.ts';
import { sessionOf } from '../accounts/index.ts';
import type { KycService } from './service.ts';

export interface KycRoutesOptions {
  kyc: KycService;
  requireSession: preHandlerAsyncHookHandler;
}

/** The single file of the upload, fully read: at most KYC_MAX_DOCUMENT_BYTES, in the field 'file'. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
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

const tags = ['profile-service'];
const documentNames = { identity: 'identity document', bill: 'proof of address (utility bill)' } as const;

/** GET and POST profile/id-verification and profile/bill-verification (SPEC.md §7): the player's side of KYC. */
export const kycRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, { kyc, requireSession }) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  // Only this plugin parses multipart; one file, no other fields, and the stream stops past the limit.
  await app.register(fastifyMultipart, { limits: { fileSize: KYC_MAX_DOCUMENT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 } });

  for (const kind of kycDocumentKinds) {
    app.get(
      kycPaths[kind],
      { schema: { tags, summary: `Review status of the player’s ${documentNames[kind]}`, response: { 200: kycDocumentStatusResponse } } },
      async (request) => kyc.status(sessionOf(request).playerId, kind),
    );
    app.post(
      kycPaths[kind],
      {
        config: { errorStatuses: [409, 413] },
        schema: {
          tags,
          summary: `Upload the ${documentNames[kind]}: multipart field 'file', a JPEG, PNG or PDF of at most 10 MB`,
          consumes: ['multipart/form-data'],
          response: { 201: kycDocumentStatusResponse },
        },
      },
      async (request, reply) => {
        const bytes = await readUpload(request);
        return reply.status(201).send(await kyc.upload(sessionOf(request).playerId, kind, bytes));
      },
    );
  }
};
