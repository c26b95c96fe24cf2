import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { messages, STAFF_SESSION_COOKIE_NAME, staffMessages, type StaffPermission } from '@lodestar/contracts';
import { NotAuthenticated, StaffPermissionMissing } from '../../platform/domain-errors.ts';
import { appendAudit, type AuditEntry } from '../audit/index.ts';
import { authenticateApiToken } from './api-tokens.ts';
import { createDeniedAttemptThrottle } from './denied-attempt-throttle.ts';
import type { StaffContext, StaffPrincipal } from './staff-context.ts';
import { authenticateStaffSession } from './staff-sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard: who made the call and which permission it used, for the audit row of the answer. */
    staffCall?: { principal: StaffPrincipal; permission: StaffPermission | null; change?: StaffChange };
  }
}

/** What a staff action changed, as the audit row of the call keeps it. */
export interface StaffChange {
  before: unknown;
  after: unknown;
}

/** A permission, or null for any signed-in staff member (reading one's own account, signing out). */
export type RequireStaff = (permission: StaffPermission | null) => onRequestAsyncHookHandler;

/** Fields never copied into the audit log. */
const SECRET_FIELDS = new Set(['password', 'code', 'token']);

/** Longer texts are cut: a reason is short, a forged body must not bloat the log. */
const MAX_AUDITED_TEXT = 500;

/** The body's top-level fields, secrets left out and nested values named only, so a forged body stays small and flat. */
function auditedBody(body: unknown): Record<string, unknown> | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const fields = Object.entries(body)
    .filter(([key]) => !SECRET_FIELDS.has(key))
    .slice(0, 20)
    .map(([key, value]) => {
      if (typeof value === 'string') return [key.slice(0, 100), value.slice(0, MAX_AUDITED_TEXT)];
      if (typeof value === 'number' || typeof value === 'boolean' || value === null) return [key.slice(0, 100), value];
      return [key.slice(0, 100), Array.isArray(value) ? '[array]' : '[object]'];
    });
  return Object.fromEntries(fields);
}

const actionOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;
const targetOf = (request: FastifyRequest) => (request.params as { id?: unknown } | undefined)?.id?.toString() ?? null;

/** A staff session cookie, or an `Authorization: Bearer` staff API token. */
async function principalOf(context: StaffContext, request: FastifyRequest): Promise<StaffPrincipal | undefined> {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return authenticateApiToken(context, bearer);
  const cookie = request.cookies[STAFF_SESSION_COOKIE_NAME];
  return cookie ? authenticateStaffSession(context, cookie) : undefined;
}

/**
 * `requireStaff(permission)`: the onRequest hook of every staff route (before the body is validated: no caller learns anything without credentials). No valid credentials answer 401, a missing
 * permission 403, and both are audited before the answer; an allowed call is audited with its outcome (onSend).
 */
export function createStaffGuard(app: FastifyInstance, context: StaffContext): RequireStaff {
  const { db, now } = context;
  const deniedAttempts = createDeniedAttemptThrottle(now);
  const appendAll = async (rows: AuditEntry[]) => {
    for (const row of rows) await appendAudit(db, row, now());
  };
  /** A denied call is audited unless its source is flooding (see createDeniedAttemptThrottle). */
  const auditDenied = (source: string, denial: AuditEntry) => appendAll(deniedAttempts.admit(source, denial));
  app.addHook('preClose', async () => appendAll(deniedAttempts.flush()));
  app.addHook('onSend', async (request, reply) => {
    const call = request.staffCall;
    // Calls that need no permission (who am I, sign out) are no staff action worth a row.
    if (!call?.permission) return;
    const { principal, permission } = call;
    const outcome = reply.statusCode < 400 ? 'ok' : String(reply.statusCode);
    const body = auditedBody(request.body);
    const details = { permission, ...(body ? { body } : {}), ...(call.change && reply.statusCode < 400 ? { change: call.change } : {}) };
    await appendAudit(
      db,
      { staffId: principal.staffId, tokenId: principal.tokenId, action: actionOf(request), target: targetOf(request), details, outcome },
      now(),
    );
  });

  return (permission) =>
    async function requireStaff(request) {
      const principal = await principalOf(context, request);
      const denied = { action: actionOf(request), target: targetOf(request), details: { permission } };
      if (!principal) {
        await auditDenied(`ip ${request.ip}`, { ...denied, staffId: null, tokenId: null, outcome: '401' });
        throw new NotAuthenticated(messages.http.unauthorized);
      }
      if (permission && !principal.permissions.includes(permission)) {
        const source = principal.tokenId ? `token ${principal.tokenId}` : `staff ${principal.staffId}`;
        await auditDenied(source, { ...denied, staffId: principal.staffId, tokenId: principal.tokenId, outcome: '403' });
        throw new StaffPermissionMissing(staffMessages.forbidden);
      }
      request.staffCall = { principal, permission };
    };
}

/** Puts the state before and after a change into the call's audit row. */
export function recordStaffChange(request: FastifyRequest, change: StaffChange): void {
  if (!request.staffCall) throw new Error(`route ${request.routeOptions.url} is not behind the staff guard`);
  request.staffCall.change = change;
}

/** The caller of a guarded route; calling it elsewhere is a programming error. */
export function staffPrincipalOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staffCall) throw new Error(`route ${request.routeOptions.url} is not behind the staff guard`);
  return request.staffCall.principal;
}
