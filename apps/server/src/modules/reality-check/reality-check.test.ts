import { describe, expect, it } from 'vitest';
import { apiPaths, realityCheckPaths, realityCheckText, type RealityCheckStatus } from '@lodestar/contracts';
import { sessionCookieOf, validRegistration } from '../../../test/test-app.ts';
import { useWalletTestApp } from '../provider-wallet/provider-wallet-test-kit.ts';

const MINUTE = 60_000;
/** The server's clock: it starts at the real time (ledger entries carry the database's own time) and tests move it on. */
let clockMs = Date.now();
const { t, seated, bet, win, rollback } = useWalletTestApp({}, { now: () => new Date(clockMs) });

const statusOf = async (cookie: string): Promise<RealityCheckStatus> => {
  const response = await t.app.inject({ method: 'GET', url: realityCheckPaths.status, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const acknowledge = (cookie: string) => t.app.inject({ method: 'POST', url: realityCheckPaths.acknowledge, headers: { cookie } });
const saveInterval = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: realityCheckPaths.status, headers: { cookie }, payload });

/** Moves the clock on in steps a player's activity spans: each step is a request, so the session never goes idle. */
async function playFor(cookie: string, minutes: number) {
  for (let left = minutes; left > 0; left -= Math.min(left, 20)) {
    clockMs += Math.min(left, 20) * MINUTE;
    await statusOf(cookie);
  }
}

describe('reality check', () => {
  it('is due 60 minutes after sign-in by default, with the time played, wagered and net position of the ledger', async () => {
    clockMs = Date.now();
    const player = await seated();
    const started = await statusOf(player.cookie);
    expect(started).toMatchObject({ intervalMinutes: 60, due: false, playedSeconds: 0, totals: [] });
    expect(Date.parse(started.nextCheckAt) - Date.parse(started.sessionStartedAt)).toBe(60 * MINUTE);

    // Stakes 1.00 and 2.00, a win of 2.50, and a 3.00 stake refunded: wagered 3.00, net 2.50 - 3.00 = -0.50.
    await bet(player.base, 'rc-bet-1', 100, 'rc-round-1');
    await win(player.base, 'rc-win-1', 'rc-bet-1', 250, 'rc-round-1');
    await bet(player.base, 'rc-bet-2', 200, 'rc-round-2');
    await bet(player.base, 'rc-bet-3', 300, 'rc-round-3');
    await rollback(player.base, 'rc-rollback-3', 'rc-bet-3', 'rc-round-3');

    await playFor(player.cookie, 59);
    expect(await statusOf(player.cookie)).toMatchObject({ due: false, playedSeconds: 59 * 60 });
    await playFor(player.cookie, 1);
    const due = await statusOf(player.cookie);
    expect(due).toMatchObject({ due: true, playedSeconds: 3600, totals: [{ currency: 'EUR', wagered: '3.00', net: '-0.50' }] });
  });

  it('counts the next check from Continue, and another sign-in starts its own count', async () => {
    clockMs = Date.now();
    const player = await seated();
    await playFor(player.cookie, 60);
    expect((await statusOf(player.cookie)).due).toBe(true);

    const continued = await acknowledge(player.cookie);
    expect(continued.statusCode).toBe(200);
    expect(continued.json()).toMatchObject({ due: false, nextCheckAt: new Date(clockMs + 60 * MINUTE).toISOString() });
    await playFor(player.cookie, 59);
    expect((await statusOf(player.cookie)).due).toBe(false);
    await playFor(player.cookie, 1);
    expect((await statusOf(player.cookie)).due).toBe(true);

    const signedInAgain = await t.app.inject({
      method: 'POST',
      url: apiPaths.signin,
      payload: { email: player.email, password: validRegistration(player.email).password },
    });
    expect(await statusOf(sessionCookieOf(signedInAgain))).toMatchObject({ due: false, playedSeconds: 0 });
  });

  it('follows the interval the player chose, kept per player', async () => {
    clockMs = Date.now();
    const player = await seated();
    const saved = await saveInterval(player.cookie, { intervalMinutes: 15 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ intervalMinutes: 15, due: false });
    await playFor(player.cookie, 14);
    expect((await statusOf(player.cookie)).due).toBe(false);
    await playFor(player.cookie, 1);
    expect(await statusOf(player.cookie)).toMatchObject({ intervalMinutes: 15, due: true });

    const other = await seated();
    expect((await statusOf(other.cookie)).intervalMinutes).toBe(60);
  });

  it('refuses an interval that is not offered, and changes nothing', async () => {
    clockMs = Date.now();
    const player = await seated();
    for (const intervalMinutes of [1, 0, -15, 10, 61, 15.5, 100_000, '15', null]) {
      const response = await saveInterval(player.cookie, { intervalMinutes });
      expect(response.statusCode, `interval ${String(intervalMinutes)}`).toBe(400);
      expect(response.json().fieldErrors.intervalMinutes).toContain(realityCheckText.badInterval);
    }
    expect((await saveInterval(player.cookie, {})).statusCode).toBe(400);
    expect((await statusOf(player.cookie)).intervalMinutes).toBe(60);
  });

  it('counts only the player’s own play, never another player’s', async () => {
    clockMs = Date.now();
    const player = await seated();
    const other = await seated();
    await bet(other.base, 'rc-other-bet', 700, 'rc-other-round');
    await bet(player.base, 'rc-own-bet', 100, 'rc-own-round');
    expect((await statusOf(player.cookie)).totals).toEqual([{ currency: 'EUR', wagered: '1.00', net: '-1.00' }]);
    expect((await statusOf(other.cookie)).totals).toEqual([{ currency: 'EUR', wagered: '7.00', net: '-7.00' }]);
  });

  it('answers only a signed-in player', async () => {
    expect((await t.app.inject({ method: 'GET', url: realityCheckPaths.status })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: realityCheckPaths.acknowledge })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: realityCheckPaths.status, payload: { intervalMinutes: 30 } })).statusCode).toBe(401);
  });
});
