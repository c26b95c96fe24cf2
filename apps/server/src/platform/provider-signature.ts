import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { PROVIDER_ID_HEADER, PROVIDER_SIGNATURE_HEADER } from '@lodestar/contracts';

// The provider wallet protocol's signing, shared by the side that checks calls (provider-wallet) and every
// side that makes them (the studio, tests): it belongs to the protocol, not to either module.

/** Hex HMAC-SHA256 of a body, as providers sign their calls and the studio signs its own. */
export function signProviderBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** A provider's call as it goes on the wire: the body with a fresh request_uuid, and the headers that sign it. */
export function signedProviderRequest(
  provider: string,
  secret: string,
  body: Record<string, unknown>,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({ request_uuid: randomUUID(), ...body });
  return {
    payload,
    headers: { 'content-type': 'application/json', [PROVIDER_ID_HEADER]: provider, [PROVIDER_SIGNATURE_HEADER]: signProviderBody(secret, payload) },
  };
}

/** Constant-time check of a call's signature on its exact bytes. */
export function providerSignatureMatches(secret: string, body: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(signProviderBody(secret, body), 'hex'), Buffer.from(given, 'hex'));
}
