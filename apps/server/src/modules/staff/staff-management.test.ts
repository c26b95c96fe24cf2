import { expect, it } from 'vitest';
import { permissionsOfRole, staffPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { ADMIN_KYC_PATH } from '../kyc/index.ts';
import { codeAt, STAFF_PASSWORD, staffTestKit, testClock, tokenOfLink } from './staff-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

const memberPath = (path: string, id: string) => path.replace(':id', id);
const call = (cookie: string, url: string, payload?: object) =>
  payload === undefined
    ? t.app.inject({ method: 'GET', url, headers: { cookie } })
    : t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const whoAmI = (cookie: string) => call(cookie, staffPaths.me);

it('invites a staff member whose setup link signs them in with the role the admin chose', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const email = `New.Risk-${Date.now()}@Staff.test`;
  const invited = await call(admin.cookie, staffPaths.members, { email, role: 'risk' });
  expect(invited.statusCode).toBe(200);
  const { member, setupLink } = invited.json();
  expect(member).toMatchObject({ email: email.toLowerCase(), role: 'risk', status: 'invited' });
  expect(setupLink).toMatch(/\/admin\/setup\/.{20,}$/);

  const info = (await t.app.inject({ method: 'GET', url: kit.setupPath(tokenOfLink(setupLink)) })).json();
  expect((await kit.completeSetup(tokenOfLink(setupLink), { password: STAFF_PASSWORD, code: codeAt(info.totpSecret, clock.now()) })).statusCode).toBe(
    200,
  );
  const listed = (await call(admin.cookie, staffPaths.members)).json();
  expect(listed.members.find((row: { id: string }) => row.id === member.id)).toMatchObject({ status: 'active' });
  expect(JSON.stringify(listed)).not.toContain(tokenOfLink(setupLink));

  const again = await call(admin.cookie, staffPaths.members, { email, role: 'support' });
  expect(again.statusCode).toBe(409);
});

it('disabling ends the sessions and the API tokens of the account at once; enabling lets it sign in again', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const other = await kit.signedIn('admin', clock.advance);
  const { token } = await kit.issueToken(other.cookie, ['kyc:review']);
  const otherId = (await whoAmI(other.cookie)).json().id;

  expect((await call(admin.cookie, memberPath(staffPaths.disableMember, otherId), {})).statusCode).toBe(400);
  const disabled = await call(admin.cookie, memberPath(staffPaths.disableMember, otherId), { reason: 'left the company' });
  expect(disabled.json()).toMatchObject({ status: 'disabled' });
  expect((await whoAmI(other.cookie)).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'GET', url: ADMIN_KYC_PATH, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  expect((await call(admin.cookie, memberPath(staffPaths.disableMember, otherId), { reason: 'again' })).json()).toMatchObject({
    code: 'STAFF_CHANGE_REFUSED',
    message: 'This account is disabled already',
  });

  clock.advance(30_000);
  expect((await kit.signIn(other.email, STAFF_PASSWORD, codeAt(other.secret, clock.now()))).statusCode).toBe(401);
  expect((await call(admin.cookie, memberPath(staffPaths.enableMember, otherId), { reason: 'back' })).json()).toMatchObject({ status: 'active' });
  clock.advance(30_000);
  expect((await kit.signIn(other.email, STAFF_PASSWORD, codeAt(other.secret, clock.now()))).statusCode).toBe(200);

  const audited = await latestAuditRows(t.database.db, 10);
  const disables = audited.filter((row) => row.action.endsWith('/disable') && row.target === otherId);
  // Newest first: the refused second disable, the disable, the attempt without a reason.
  expect(disables.map((row) => row.outcome)).toEqual(['409', 'ok', '400']);
  expect(disables[1]).toMatchObject({
    details: { permission: 'staff:manage', body: { reason: 'left the company' } },
  });
});

it('refuses any change to one’s own account, and a second of two racing disables', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const adminId = (await whoAmI(admin.cookie)).json().id;
  for (const path of [staffPaths.disableMember, staffPaths.resetMember]) {
    const own = await call(admin.cookie, memberPath(path, adminId), { reason: 'mine' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot change your own account: ask another admin');
  }
  const ownRole = await call(admin.cookie, memberPath(staffPaths.changeRole, adminId), { role: 'support', reason: 'mine' });
  expect(ownRole.statusCode).toBe(409);
  expect((await whoAmI(admin.cookie)).json()).toMatchObject({ role: 'admin' });

  const target = await kit.signedIn('support', clock.advance);
  const targetId = (await whoAmI(target.cookie)).json().id;
  const racing = await Promise.all([1, 2].map(() => call(admin.cookie, memberPath(staffPaths.disableMember, targetId), { reason: 'race' })));
  expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
});

it('a new role ends the sessions and narrows the permissions from the next sign-in', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const risk = await kit.signedIn('risk', clock.advance);
  const riskId = (await whoAmI(risk.cookie)).json().id;
  expect((await call(admin.cookie, memberPath(staffPaths.changeRole, riskId), { role: 'risk', reason: 'same' })).statusCode).toBe(409);
  expect((await call(admin.cookie, memberPath(staffPaths.changeRole, riskId), { role: 'owner', reason: 'x' })).statusCode).toBe(400);
  expect((await call(admin.cookie, memberPath(staffPaths.changeRole, riskId), { role: 'support', reason: 'moved team' })).json()).toMatchObject({
    role: 'support',
  });
  expect((await whoAmI(risk.cookie)).statusCode).toBe(401);
  clock.advance(30_000);
  const signedIn = await kit.signIn(risk.email, STAFF_PASSWORD, codeAt(risk.secret, clock.now()));
  expect(signedIn.json()).toMatchObject({ role: 'support', permissions: [...permissionsOfRole.support] });
});

it('a reset replaces the authenticator: the old password and codes stop, the new link sets up again', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const lost = await kit.signedIn('finance', clock.advance);
  const lostId = (await whoAmI(lost.cookie)).json().id;
  const reset = await call(admin.cookie, memberPath(staffPaths.resetMember, lostId), { reason: 'lost phone' });
  expect(reset.json().member).toMatchObject({ status: 'invited' });
  expect((await whoAmI(lost.cookie)).statusCode).toBe(401);
  // The first link stopped working when the account was set up; the new one works once.
  expect((await t.app.inject({ method: 'GET', url: kit.setupPath(lost.setupToken) })).statusCode).toBe(400);
  clock.advance(30_000);
  expect((await kit.signIn(lost.email, STAFF_PASSWORD, codeAt(lost.secret, clock.now()))).statusCode).toBe(401);

  const newToken = tokenOfLink(reset.json().setupLink);
  const info = (await t.app.inject({ method: 'GET', url: kit.setupPath(newToken) })).json();
  expect(info.totpSecret).not.toBe(lost.secret);
  expect((await kit.completeSetup(newToken, { password: 'another long passphrase', code: codeAt(info.totpSecret, clock.now()) })).statusCode).toBe(
    200,
  );
  clock.advance(30_000);
  expect((await kit.signIn(lost.email, 'another long passphrase', codeAt(info.totpSecret, clock.now()))).statusCode).toBe(200);
});

it('answers 404 for an unknown account and 400 for a bad invitation, changing nothing', async () => {
  const admin = await kit.signedIn('admin', clock.advance);
  const before = (await call(admin.cookie, staffPaths.members)).json().members.length;
  expect((await call(admin.cookie, memberPath(staffPaths.enableMember, crypto.randomUUID()), { reason: 'x' })).statusCode).toBe(404);
  expect((await call(admin.cookie, staffPaths.members, { email: 'not-an-email', role: 'risk' })).statusCode).toBe(400);
  expect((await call(admin.cookie, staffPaths.members, { email: 'a@b.test', role: 'superuser' })).statusCode).toBe(400);
  expect((await call(admin.cookie, staffPaths.members)).json().members.length).toBe(before);
});
