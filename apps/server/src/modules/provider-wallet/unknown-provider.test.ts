import { describe, expect, it } from 'vitest';
import { providerWalletPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { signedProviderRequest } from '../../platform/provider-signature.ts';

const t = useTestApp();

describe('provider wallet: who is calling', () => {
  // Names that exist on every plain object: a lookup by `obj[name]` found a function there and answered 500.
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'someone-else', ''])(
    'answers 401 RS_ERROR_INVALID_PARTNER to provider %j',
    async (provider) => {
      for (const path of Object.values(providerWalletPaths)) {
        const signed = signedProviderRequest(provider, 'any-secret', { user: 'u', token: 'x'.repeat(20), game_code: 'g', request_uuid: 'req-1' });
        const response = await t.app.inject({ method: 'POST', url: path, ...signed });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ status: 'RS_ERROR_INVALID_PARTNER', request_uuid: 'req-1' });
      }
    },
  );

  it('echoes a request_uuid that is not a string as a string, never failing on it', async () => {
    const payload = JSON.stringify({ request_uuid: { toString: 1, valueOf: 2 } });
    const response = await t.app.inject({
      method: 'POST',
      url: providerWalletPaths.balance,
      payload,
      headers: { 'content-type': 'application/json', 'x-provider-id': 'nobody' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 'RS_ERROR_INVALID_PARTNER', request_uuid: '' });
  });
});
