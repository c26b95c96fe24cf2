import { expect, it } from 'vitest';
import { staffPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { ADMIN_KYC_PATH } from '../kyc/index.ts';
import { ADMIN_WITHDRAWALS_PATH } from '../payments/index.ts';
import { staffTestKit, testClock } from './staff-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

it('acts only within its scope, is shown once and stored hashed, and stops working when revoked', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const { id, token } = await kit.issueToken(admin.cookie, ['kyc:review']);
  expect(token).toMatch(/^lst_/);
  expect((await get(ADMIN_KYC_PATH, token)).statusCode).toBe(200);
  expect((await get(ADMIN_WITHDRAWALS_PATH, token)).statusCode).toBe(403);
  expect((await get(staffPaths.apiTokens, token)).statusCode).toBe(403);

  const listed = (await t.app.inject({ method: 'GET', url: staffPaths.apiTokens, headers: { cookie: admin.cookie } })).json();
  expect(listed.tokens.find((row: { id: string }) => row.id === id)).toMatchObject({
    permissions: ['kyc:review'],
    issuedBy: admin.email,
    revokedAt: null,
  });
  expect(JSON.stringify(listed)).not.toContain(token);

  const revoke = await t.app.inject({ method: 'POST', url: staffPaths.revokeApiToken.replace(':id', id), headers: { cookie: admin.cookie } });
  expect(revoke.statusCode).toBe(200);
  expect((await get(ADMIN_KYC_PATH, token)).statusCode).toBe(401);
});

it('never carries a permission its issuer lacks', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const { cookie: riskCookie } = await kit.signedIn('risk', clock.advance);
  // Risk may not issue tokens at all; an admin's token for api-tokens:manage may not mint wider ones either.
  const byRisk = await t.app.inject({
    method: 'POST',
    url: staffPaths.apiTokens,
    headers: { cookie: riskCookie },
    payload: { name: 'x', permissions: ['kyc:review'] },
  });
  expect(byRisk.statusCode).toBe(403);
  const { token: manager } = await kit.issueToken(admin.cookie, ['api-tokens:manage']);
  const wider = await t.app.inject({
    method: 'POST',
    url: staffPaths.apiTokens,
    headers: { authorization: `Bearer ${manager}` },
    payload: { name: 'wider', permissions: ['withdrawals:review'] },
  });
  expect(wider.statusCode).toBe(403);
  expect(wider.json()).toMatchObject({ message: 'A token can only carry permissions you have yourself' });
});
