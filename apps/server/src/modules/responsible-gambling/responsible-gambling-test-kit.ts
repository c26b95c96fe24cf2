import { expect } from 'vitest';
import { apiPaths, responsibleGamblingPaths as paths, type GamblingLimitsResponse, type LimitKind, type LimitPeriod } from '@lodestar/contracts';
import { sessionCookieOf, validRegistration, type TestApp } from '../../../test/test-app.ts';

/** The responsible-gambling calls as the site makes them, on the test app of the calling file. */
export function responsibleGamblingTestKit(t: TestApp) {
  const selfExclude = (cookie: string, selfExcludePeriod: unknown) =>
    t.app.inject({ method: 'PUT', url: paths.selfExclude, headers: { cookie }, payload: { selfExcludePeriod } });

  const setLimit = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: paths.limits, headers: { cookie }, payload });

  async function limitsOf(cookie: string): Promise<GamblingLimitsResponse> {
    const response = await t.app.inject({ method: 'GET', url: paths.limits, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function limitOf(cookie: string, kind: LimitKind, period: LimitPeriod) {
    return (await limitsOf(cookie)).limits.find((limit) => limit.kind === kind && limit.period === period)!;
  }

  const launchReal = (cookie: string, id = 'lodestar:dice') =>
    t.app.inject({ method: 'POST', url: apiPaths.launchGame, headers: { cookie }, payload: { id, demo: false } });

  /** A new session: tests that move the clock by hours outlive the idle timeout of the old one. */
  async function signInAgain(email: string): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: apiPaths.signin, payload: { email, password: validRegistration(email).password } });
    expect(response.statusCode).toBe(200);
    return sessionCookieOf(response);
  }

  return { selfExclude, setLimit, limitsOf, limitOf, launchReal, signInAgain };
}
