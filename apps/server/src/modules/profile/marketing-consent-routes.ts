import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  messageResponse,
  PROFILE_SERVICE,
  profileMessages,
  receiveEmailRequest,
  receiveEmailResponse,
  unsubscribeParams,
} from '@lodestar/contracts';
import { sessionOf } from '../accounts/index.ts';
import type { MarketingConsent } from './marketing-consent.ts';

const tags = ['profile-service'];

/** The marketing email toggle (signed in) and the unsubscribe link of marketing mail (no session: the link is signed). */
export const marketingConsentRoutes: FastifyPluginAsyncZod<{ consent: MarketingConsent; requireSession: preHandlerAsyncHookHandler }> = async (
  app,
  { consent, requireSession },
) => {
  app.put(
    apiPaths.receiveEmail,
    {
      preHandler: requireSession,
      config: { security: 'sessionCookie' },
      schema: {
        tags,
        summary: 'Turn marketing email on or off',
        body: receiveEmailRequest,
        response: { 200: receiveEmailResponse },
      },
    },
    async (request) => consent.setReceiveEmail(sessionOf(request).playerId, request.body.receiveEmailPromo),
  );

  app.delete(
    `${PROFILE_SERVICE}/profile/unsubscribe/:id`,
    { schema: { tags, summary: 'Stop marketing email from a mail’s signed link', params: unsubscribeParams, response: { 200: messageResponse } } },
    async (request) => {
      await consent.unsubscribe(request.params.id);
      return { message: profileMessages.unsubscribed };
    },
  );
};
