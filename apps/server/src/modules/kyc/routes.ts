import fastifyMultipart from '@fastify/multipart';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kycDocumentKinds, kycDocumentStatusResponse, kycPaths } from '@lodestar/contracts';
import { guardEveryRoute } from '../../platform/api-docs.ts';
import { documentUploadLimits, readDocumentUpload } from '../../platform/document-upload.ts';
import { openDuringBreak, sessionOf } from '../accounts/index.ts';
import type { KycService } from './service.ts';

export interface KycRoutesOptions {
  kyc: KycService;
  requireSession: preHandlerAsyncHookHandler;
}

const tags = ['profile-service'];
const documentNames = { identity: 'identity document', bill: 'proof of address (utility bill)' } as const;

/** GET and POST profile/id-verification and profile/bill-verification (SPEC.md §7): the player's side of KYC. */
export const kycRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, { kyc, requireSession }) => {
  guardEveryRoute(app, requireSession, 'sessionCookie');
  openDuringBreak(app);
  // Only this plugin parses multipart; one file, no other fields, and the stream stops past the limit.
  await app.register(fastifyMultipart, { limits: documentUploadLimits });

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
        const bytes = await readDocumentUpload(request);
        return reply.status(201).send(await kyc.upload(sessionOf(request).playerId, kind, bytes));
      },
    );
  }
};
