import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { sessionCookieOf, tokenFromLink, validRegistration, type TestApp } from '../../../test/test-app.ts';
import { players } from './schema.ts';

let counter = 0;

/** The account calls as the site makes them, on the test app of the calling file. */
export function accountsTestKit(t: TestApp) {
  const uniqueEmail = () => `player${++counter}-${Date.now()}@example.com`;

  async function register(email = uniqueEmail(), overrides: Record<string, unknown> = {}) {
    const response = await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: { ...validRegistration(email), ...overrides } });
    return { response, email };
  }

  async function registered(email = uniqueEmail()) {
    const { response } = await register(email);
    expect(response.statusCode).toBe(201);
    return { email, cookie: sessionCookieOf(response), password: validRegistration(email).password };
  }

  const signin = (email: string, password: string) => t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password } });

  /** Asks for a reset link and returns its token, once the mail (sent off the request path) has arrived. */
  async function requestResetToken(email: string, app: TestApp = t): Promise<string> {
    const before = (await app.mailsTo(email)).length;
    const response = await app.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email } });
    expect(response.statusCode).toBe(200);
    const mails = await app.waitForMails(email, before + 1);
    expect(mails).toHaveLength(before + 1);
    return tokenFromLink(mails[0]!.text, 'reset-password');
  }

  const playerCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(players))[0]!.n;

  return { uniqueEmail, register, registered, signin, requestResetToken, playerCount };
}
