import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminKycDocumentList, kycDecisionResponse, kycDocumentIdParams, rejectKycDocumentRequest } from '@lodestar/contracts';
import type { RequireStaff } from '../staff/index.ts';
import type { KycDecision, KycService } from './service.ts';

export const ADMIN_KYC_PATH = '/api/admin/kyc';

const tags = ['admin'];
const decision = ({ row, playerVerified }: KycDecision) => ({ id: row.id, status: row.status, playerVerified });

/** The document review queue for staff with kyc:review (the back office, and `npm run kyc` through a staff API token). */
export const adminKycRoutes: FastifyPluginAsyncZod<{ kyc: KycService; requireStaff: RequireStaff }> = async (app, { kyc, requireStaff }) => {
  app.addHook('onRequest', requireStaff('kyc:review'));

  app.get(ADMIN_KYC_PATH, { schema: { tags, summary: 'Documents waiting for review', response: { 200: adminKycDocumentList } } }, async () => ({
    documents: (await kyc.pending()).map(({ row, email, name, country, accountCreatedAt }) => ({
      id: row.id,
      playerId: row.playerId,
      playerEmail: email,
      playerName: name,
      country,
      accountCreatedAt: accountCreatedAt?.toISOString() ?? row.uploadedAt.toISOString(),
      kind: row.kind,
      status: row.status,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      uploadedAt: row.uploadedAt.toISOString(),
    })),
  }));

  app.get(
    `${ADMIN_KYC_PATH}/:id/file`,
    {
      schema: { tags, summary: 'The uploaded file, shown inline in the back office viewer (staff only, never cached)', params: kycDocumentIdParams },
    },
    async (request, reply) => {
      const { row, bytes } = await kyc.document(request.params.id);
      const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' }[row.contentType] ?? 'bin';
      return (
        reply
          .type(row.contentType)
          // Inline for the viewer's <img>/<iframe>. The type was judged from the bytes at upload (JPEG, PNG or PDF only),
          // and nosniff keeps the browser to it.
          .header('content-disposition', `inline; filename="${row.kind}-${row.id}.${extension}"`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'no-store, private')
          .send(bytes)
      );
    },
  );

  app.post(
    `${ADMIN_KYC_PATH}/:id/approve`,
    {
      config: { errorStatuses: [409] },
      schema: {
        tags,
        summary: 'Approve a document; both approved verify the player',
        params: kycDocumentIdParams,
        response: { 200: kycDecisionResponse },
      },
    },
    async (request) => decision(await kyc.approve(request.params.id)),
  );

  app.post(
    `${ADMIN_KYC_PATH}/:id/reject`,
    {
      config: { errorStatuses: [409] },
      schema: {
        tags,
        summary: 'Reject a document with the reason the player is told; they may upload a new one',
        params: kycDocumentIdParams,
        body: rejectKycDocumentRequest,
        response: { 200: kycDecisionResponse },
      },
    },
    async (request) => decision(await kyc.reject(request.params.id, request.body.reason)),
  );
};
