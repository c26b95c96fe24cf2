import { Secret, TOTP } from 'otpauth';
import { STAFF_SESSION_COOKIE_NAME, staffPaths, type StaffPermission, type StaffRole } from '@lodestar/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { createStaffMember } from './staff-accounts.ts';

export const STAFF_PASSWORD = 'a long staff passphrase';

/** A clock the test moves: the app reads it for TOTP steps, session lifetimes and link expiry. */
export function testClock(start = Date.now()) {
  let current = start;
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

const setupPath = (token: string) => staffPaths.setup.replace(':token', token);
export const tokenOfLink = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/** Staff sign-in and setup on the test app of the calling file; `now` must be the app's clock. */
export function staffTestKit(t: TestApp, now: () => Date = () => new Date()) {
  let counter = 0;
  const context = () => ({ db: t.database.db, now, publicUrl: t.config.PUBLIC_URL });

  const create = async (role: StaffRole) => {
    counter += 1;
    const email = `${role}-${counter}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
    const { member, setupLink } = await createStaffMember(context(), { email, role });
    return { email, secret: member.totpSecret, setupToken: tokenOfLink(setupLink), setupLink };
  };

  const completeSetup = (setupToken: string, body: { password: string; code: string }) =>
    t.app.inject({ method: 'POST', url: setupPath(setupToken), payload: body });

  const signIn = (email: string, password: string, code: string) =>
    t.app.inject({ method: 'POST', url: staffPaths.signIn, payload: { email, password, code } });

  /** A staff member who used the setup link; the next code is one step later, so it is not a replay of the enrolment. */
  const setUp = async (role: StaffRole, advance: (ms: number) => void) => {
    const staff = await create(role);
    const setup = await completeSetup(staff.setupToken, { password: STAFF_PASSWORD, code: codeAt(staff.secret, now()) });
    if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
    advance(30_000);
    return staff;
  };

  /** Set up and signed in: the staff cookie, ready to send. */
  const signedIn = async (role: StaffRole, advance: (ms: number) => void) => {
    const staff = await setUp(role, advance);
    const response = await signIn(staff.email, STAFF_PASSWORD, codeAt(staff.secret, now()));
    const cookie = response.cookies.find((candidate) => candidate.name === STAFF_SESSION_COOKIE_NAME);
    if (!cookie) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return { ...staff, cookie: `${STAFF_SESSION_COOKIE_NAME}=${cookie.value}` };
  };

  const issueToken = async (adminCookie: string, permissions: StaffPermission[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: staffPaths.apiTokens,
      headers: { cookie: adminCookie },
      payload: { name: 'test', permissions },
    });
    if (response.statusCode !== 200) throw new Error(`token not issued: ${response.body}`);
    return response.json() as { id: string; token: string };
  };

  return { create, completeSetup, signIn, setUp, signedIn, issueToken, setupPath };
}
