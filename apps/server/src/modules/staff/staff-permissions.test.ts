import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPromotionPaths,
  operationsPaths,
  analyticsPaths,
  adminChatPaths,
  adminGamePaths,
  adminPlayerPaths,
  adminRestrictedCountryPaths,
  WITHDRAWAL_AUTO_APPROVAL_PATH,
  permissionsOfRole,
  reportPaths,
  staffPaths,
  staffRoles,
  type StaffPermission,
  type StaffRole,
} from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { ADMIN_KYC_PATH } from '../kyc/index.ts';
import { ADMIN_WITHDRAWAL_RISK_PATH, ADMIN_WITHDRAWALS_PATH } from '../payments/index.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from './staff-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

const unknownId = randomUUID();
/** Every staff call there is, with the permission it needs (null: any signed-in staff member). */
const staffCalls: { method: 'GET' | 'POST' | 'PUT'; url: string; permission: StaffPermission | null; payload?: object }[] = [
  { method: 'GET', url: staffPaths.me, permission: null },
  { method: 'GET', url: ADMIN_KYC_PATH, permission: 'kyc:review' },
  { method: 'GET', url: `${ADMIN_KYC_PATH}/${unknownId}/file`, permission: 'kyc:review' },
  { method: 'POST', url: `${ADMIN_KYC_PATH}/${unknownId}/approve`, permission: 'kyc:review' },
  { method: 'POST', url: `${ADMIN_KYC_PATH}/${unknownId}/reject`, permission: 'kyc:review', payload: { reason: 'blurred' } },
  { method: 'GET', url: ADMIN_WITHDRAWALS_PATH, permission: 'withdrawals:review' },
  { method: 'GET', url: ADMIN_WITHDRAWAL_RISK_PATH, permission: 'withdrawals:review' },
  { method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${unknownId}/approve`, permission: 'withdrawals:review' },
  { method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${unknownId}/reject`, permission: 'withdrawals:review', payload: { reason: 'no' } },
  { method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${unknownId}/confirm-paid`, permission: 'withdrawals:review', payload: { reason: 'paid' } },
  { method: 'POST', url: `${ADMIN_WITHDRAWALS_PATH}/${unknownId}/confirm-failed`, permission: 'withdrawals:review', payload: { reason: 'no' } },
  { method: 'GET', url: adminPlayerPaths.search, permission: 'players:read' },
  { method: 'GET', url: adminPlayerPaths.detail.replace(':id', unknownId), permission: 'players:read' },
  { method: 'POST', url: adminPlayerPaths.notes.replace(':id', unknownId), permission: 'players:read', payload: { text: 'note' } },
  { method: 'POST', url: adminPlayerPaths.lock.replace(':id', unknownId), permission: 'players:lock', payload: { reason: 'risk' } },
  { method: 'POST', url: adminPlayerPaths.unlock.replace(':id', unknownId), permission: 'players:lock', payload: { reason: 'ok' } },
  { method: 'POST', url: adminPlayerPaths.endSessions.replace(':id', unknownId), permission: 'players:lock' },
  {
    method: 'POST',
    url: adminPlayerPaths.lowerLimit.replace(':id', unknownId),
    permission: 'players:lock',
    payload: { kind: 'deposit', period: 'day', amount: '10', reason: 'risk' },
  },
  {
    method: 'POST',
    url: adminPlayerPaths.adjustBalance.replace(':id', unknownId),
    permission: 'balance:adjust',
    payload: { currency: 'EUR', direction: 'credit', amount: '1', reason: 'matrix', idempotencyKey: 'matrix-key-1' },
  },
  {
    method: 'POST',
    url: adminPlayerPaths.cancelBonus.replace(':id', unknownId),
    permission: 'promotions:manage',
    payload: { promotionId: unknownId, reason: 'matrix' },
  },
  { method: 'GET', url: `${reportPaths.daily}?from=2026-01-01&to=2026-01-31`, permission: 'reports:read' },
  { method: 'GET', url: `${reportPaths.dailyCsv}?from=2026-01-01&to=2026-01-31`, permission: 'reports:read' },
  { method: 'GET', url: adminPromotionPaths.list, permission: 'promotions:manage' },
  { method: 'POST', url: adminPromotionPaths.createCoupon, permission: 'promotions:manage', payload: { couponCode: 'MATRIX' } },
  { method: 'PUT', url: adminPromotionPaths.editCoupon.replace(':id', 'NO-SUCH-CODE'), permission: 'promotions:manage', payload: {} },
  {
    method: 'POST',
    url: adminPromotionPaths.couponLimit.replace(':id', 'NO-SUCH-CODE'),
    permission: 'promotions:manage',
    payload: { maxRedemptions: 1 },
  },
  { method: 'POST', url: adminPromotionPaths.expireCoupon.replace(':id', 'NO-SUCH-CODE'), permission: 'promotions:manage' },
  { method: 'POST', url: adminPromotionPaths.createTier, permission: 'promotions:manage', payload: {} },
  { method: 'PUT', url: adminPromotionPaths.editTier.replace(':id', 'no-such-tier'), permission: 'promotions:manage', payload: {} },
  { method: 'POST', url: adminPromotionPaths.endTier.replace(':id', 'no-such-tier'), permission: 'promotions:manage' },
  { method: 'GET', url: operationsPaths.errors, permission: 'operations:read' },
  { method: 'GET', url: operationsPaths.error.replace(':id', unknownId), permission: 'operations:read' },
  { method: 'GET', url: `${analyticsPaths.funnel}?from=2026-01-01&to=2026-01-31`, permission: 'reports:read' },
  { method: 'GET', url: adminChatPaths.inbox, permission: 'support:chat' },
  { method: 'GET', url: adminChatPaths.cannedReplies, permission: 'support:chat' },
  { method: 'GET', url: adminChatPaths.conversation.replace(':id', unknownId), permission: 'support:chat' },
  { method: 'POST', url: adminChatPaths.assign.replace(':id', unknownId), permission: 'support:chat' },
  { method: 'POST', url: adminChatPaths.messages.replace(':id', unknownId), permission: 'support:chat', payload: { text: 'hello' } },
  { method: 'POST', url: adminChatPaths.close.replace(':id', unknownId), permission: 'support:chat' },
  {
    method: 'GET',
    url: adminChatPaths.attachment.replace(':id', unknownId).replace(':attachmentId', unknownId),
    permission: 'support:chat',
  },
  { method: 'GET', url: adminGamePaths.list, permission: 'games:manage' },
  { method: 'POST', url: adminGamePaths.enabled.replace(':id', 'lodestar:dice'), permission: 'games:manage', payload: { enabled: true } },
  {
    method: 'POST',
    url: adminGamePaths.categories.replace(':id', 'lodestar:dice'),
    permission: 'games:manage',
    payload: { categories: ['instant'] },
  },
  { method: 'POST', url: adminGamePaths.featuredOrder, permission: 'games:manage', payload: { gameIds: ['lodestar:dice'] } },
  { method: 'POST', url: adminGamePaths.topOrder, permission: 'games:manage', payload: { gameIds: [] } },
  { method: 'GET', url: adminRestrictedCountryPaths.list, permission: 'countries:manage' },
  { method: 'POST', url: adminRestrictedCountryPaths.list, permission: 'countries:manage', payload: { code: 'NZ', reason: 'matrix' } },
  { method: 'POST', url: adminRestrictedCountryPaths.remove.replace(':code', 'NZ'), permission: 'countries:manage', payload: { reason: 'matrix' } },
  { method: 'GET', url: WITHDRAWAL_AUTO_APPROVAL_PATH, permission: 'withdrawals:configure' },
  { method: 'PUT', url: WITHDRAWAL_AUTO_APPROVAL_PATH, permission: 'withdrawals:configure', payload: { maxEur: null } },
  { method: 'GET', url: operationsPaths.reconciliation, permission: 'operations:read' },
  { method: 'POST', url: operationsPaths.ledgerCheck, permission: 'operations:read' },
  { method: 'GET', url: staffPaths.apiTokens, permission: 'api-tokens:manage' },
  { method: 'POST', url: staffPaths.apiTokens, permission: 'api-tokens:manage', payload: { name: 'matrix', permissions: ['players:read'] } },
  { method: 'POST', url: staffPaths.revokeApiToken.replace(':id', unknownId), permission: 'api-tokens:manage' },
  { method: 'GET', url: staffPaths.members, permission: 'staff:manage' },
  { method: 'POST', url: staffPaths.members, permission: 'staff:manage', payload: { email: 'matrix@staff.test', role: 'support' } },
  { method: 'POST', url: staffPaths.disableMember.replace(':id', unknownId), permission: 'staff:manage', payload: { reason: 'matrix' } },
  { method: 'POST', url: staffPaths.enableMember.replace(':id', unknownId), permission: 'staff:manage', payload: { reason: 'matrix' } },
  { method: 'POST', url: staffPaths.changeRole.replace(':id', unknownId), permission: 'staff:manage', payload: { role: 'risk', reason: 'matrix' } },
  { method: 'POST', url: staffPaths.resetMember.replace(':id', unknownId), permission: 'staff:manage', payload: { reason: 'matrix' } },
];

const cookies = {} as Record<StaffRole, string>;
beforeAll(async () => {
  for (const role of staffRoles) cookies[role] = (await kit.signedIn(role, clock.advance)).cookie;
});

describe('permission matrix', () => {
  for (const role of staffRoles) {
    for (const call of staffCalls) {
      const allowed = call.permission === null || permissionsOfRole[role].includes(call.permission);
      it(`${role} ${call.method} ${call.url.replace(unknownId, ':id')}: ${allowed ? 'allowed' : '403'}`, async () => {
        const response = await t.app.inject({ method: call.method, url: call.url, headers: { cookie: cookies[role] }, payload: call.payload });
        if (allowed) expect([401, 403]).not.toContain(response.statusCode);
        else expect(response.json()).toMatchObject({ code: 'STAFF_PERMISSION_MISSING', message: 'Your role does not allow this' });
        if (!allowed) expect(response.statusCode).toBe(403);
      });
    }
  }

  it('answers 401 to a player session and to a call without credentials, on every staff call', async () => {
    const { cookie: playerCookie } = await newPlayer(t);
    for (const call of staffCalls) {
      for (const headers of [{ cookie: playerCookie }, {}, { authorization: 'Bearer lst_forged' }]) {
        const response = await t.app.inject({ method: call.method, url: call.url, headers, payload: call.payload });
        expect(response.statusCode, `${call.method} ${call.url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('records denied attempts and allowed actions in the audit log', async () => {
    // The tests above made many denied calls from one address: their minute must be over, or the throttle of
    // denied-attempt rows would leave these out.
    clock.advance(61_000);
    await t.app.inject({ method: 'GET', url: ADMIN_WITHDRAWALS_PATH, headers: { cookie: cookies.marketing } });
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN_KYC_PATH}/${unknownId}/reject`,
      headers: { cookie: cookies.risk },
      payload: { reason: 'blurred scan' },
    });
    await t.app.inject({ method: 'GET', url: ADMIN_KYC_PATH });
    const [anonymous, rejected, denied] = await latestAuditRows(t.database.db, 3);
    expect(denied).toMatchObject({ action: `GET ${ADMIN_WITHDRAWALS_PATH}`, outcome: '403', details: { permission: 'withdrawals:review' } });
    expect(denied!.staffId).not.toBeNull();
    expect(rejected).toMatchObject({
      action: `POST ${ADMIN_KYC_PATH}/:id/reject`,
      target: unknownId,
      outcome: '404',
      details: { permission: 'kyc:review', body: { reason: 'blurred scan' } },
    });
    expect(anonymous).toMatchObject({ action: `GET ${ADMIN_KYC_PATH}`, outcome: '401', staffId: null, tokenId: null });
  });
});
