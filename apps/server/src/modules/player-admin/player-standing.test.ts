import { describe, expect, it } from 'vitest';
import { adminPlayerPaths, exclusionEnd, type AdminPlayerDetail, type AdminPlayerSearchResponse, type SelfExcludePeriod } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { responsibleGamblingTestKit } from '../responsible-gambling/responsible-gambling-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';

const clock = testClock(Date.parse('2026-03-02T10:00:00Z'));
const t = useTestApp({}, { now: clock.now });
const staff = staffTestKit(t, clock.now);
const rg = responsibleGamblingTestKit(t);

/** A player who took this break through the site's own call. */
async function playerOnBreak(period: SelfExcludePeriod) {
  const player = await newPlayer(t);
  expect((await rg.selfExclude(player.cookie, period)).statusCode).toBe(200);
  return player;
}

const get = async <Body>(cookie: string, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as Body;
};
const listed = async (cookie: string, playerId: string) =>
  (await get<AdminPlayerSearchResponse>(cookie, `${adminPlayerPaths.search}?q=${playerId}`)).players[0]!;
const profileOf = async (cookie: string, playerId: string) =>
  (await get<AdminPlayerDetail>(cookie, adminPlayerPaths.detail.replace(':id', playerId))).profile;

describe("a player's time-out or self-exclusion in the back office", () => {
  it('is in the search answer and the detail, with its end, until it ends', async () => {
    const { cookie } = await staff.signedIn('support', clock.advance);
    const startedAt = clock.now();
    const timedOut = await playerOnBreak('24-hours');
    const selfExcluded = await playerOnBreak('6-months');
    const excludedForGood = await playerOnBreak('permanent');
    const playing = await newPlayer(t);

    const timeOutEnd = exclusionEnd('24-hours', startedAt)!.toISOString();
    expect(await listed(cookie, timedOut.playerId)).toMatchObject({ locked: false, exclusion: { kind: 'time-out', endsAt: timeOutEnd } });
    expect(await profileOf(cookie, timedOut.playerId)).toMatchObject({ exclusion: { kind: 'time-out', endsAt: timeOutEnd } });
    const selfExclusionEnd = exclusionEnd('6-months', startedAt)!.toISOString();
    expect((await listed(cookie, selfExcluded.playerId)).exclusion).toEqual({ kind: 'self-exclusion', endsAt: selfExclusionEnd });
    expect((await profileOf(cookie, selfExcluded.playerId)).exclusion).toEqual({ kind: 'self-exclusion', endsAt: selfExclusionEnd });
    expect((await listed(cookie, excludedForGood.playerId)).exclusion).toEqual({ kind: 'self-exclusion', endsAt: null });
    expect((await listed(cookie, playing.playerId)).exclusion).toBeNull();

    clock.advance(25 * 3_600_000);
    const later = (await staff.signedIn('support', clock.advance)).cookie;
    expect((await listed(later, timedOut.playerId)).exclusion).toBeNull();
    expect((await profileOf(later, timedOut.playerId)).exclusion).toBeNull();
    expect((await listed(later, selfExcluded.playerId)).exclusion).toEqual({ kind: 'self-exclusion', endsAt: selfExclusionEnd });
  });
});
