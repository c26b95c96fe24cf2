import { describe, expect, it } from 'vitest';
import { apiPaths, providerWalletPaths, SESSION_COOKIE_NAME, studioPaths } from '@lodestar/contracts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
  security?: Array<Record<string, string[]>>;
}
const document = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: Record<string, Record<string, string>> };
  };
const statuses = (operation: Operation | undefined) => Object.keys(operation?.responses ?? {}).sort();

describe('OpenAPI document', () => {
  it('declares the four ways of calling the API as security schemes', async () => {
    const { components } = await document();
    expect(components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME });
    expect(components.securitySchemes.launchToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-launch-token' });
    expect(components.securitySchemes.providerId).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-provider-id' });
    expect(components.securitySchemes.providerSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-lodestar-signature' });
    expect(components.securitySchemes.webhookSignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'lodestar-signature' });
    expect(components.securitySchemes.staffApiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('marks each route with the scheme it uses, and public routes with none', async () => {
    const { paths } = await document();
    expect(paths[apiPaths.profile]?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(paths[apiPaths.changePassword]?.post?.security).toEqual([{ sessionCookie: [] }]);
    expect(paths[studioPaths.rounds]?.post?.security).toEqual([{ launchToken: [] }]);
    expect(paths[providerWalletPaths.bet]?.post?.security).toEqual([{ providerId: [], providerSignature: [] }]);
    expect(paths['/api/admin/withdrawals']?.get?.security).toEqual([{ staffApiToken: [] }]);
    expect(paths['/payments/webhooks/{gateway}']?.post?.security).toEqual([{ webhookSignature: [] }]);
    expect(paths[apiPaths.signin]?.post?.security).toBeUndefined();
    expect(paths[apiPaths.mainGames]?.get?.security).toBeUndefined();
  });

  it('declares the 4xx a route can answer from its shape, with the ApiErrorBody', async () => {
    const { paths } = await document();
    // A public read without input can only succeed.
    expect(statuses(paths[apiPaths.mainGames]?.get)).toEqual(['200']);
    // A secured read: 401 only.
    expect(statuses(paths[apiPaths.profile]?.get)).toEqual(['200', '401']);
    // A body: invalid, foreign origin, too large, wrong content type; a path parameter: not found.
    expect(statuses(paths['/profile-service/api/v1/profile/session/{id}']?.delete)).toEqual(['200', '400', '401', '403', '404', '413', '414', '415']);
    const notSignedIn = paths[apiPaths.profile]?.get?.responses['401']?.content?.['application/json']?.schema;
    expect(Object.keys(notSignedIn?.properties ?? {})).toEqual(['message', 'code', 'fieldErrors']);
    // The provider wallet answers an unknown provider in its own protocol.
    const unknownProvider = paths[providerWalletPaths.balance]?.post?.responses['401']?.content?.['application/json']?.schema;
    expect(Object.keys(unknownProvider?.properties ?? {})).toContain('request_uuid');
  });
});
