import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERROR_REPORTS_PAGE_SIZE, operationsPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { errorReportsRepo } from './repo.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const marker = `crash-${randomUUID().slice(0, 8)}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

const report = (message: string, at: Date, extra: Partial<Parameters<typeof errorReportsRepo.insert>[1]> = {}) =>
  errorReportsRepo.insert(t.database.db, {
    message,
    stack: `TypeError: ${message}\n    at Lobby (lobby.tsx:10:3)`,
    url: 'http://localhost/lobby',
    userAgent: CHROME,
    createdAt: at,
    ...extra,
  });

const list = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `${operationsPaths.errors}${query}`, headers: { cookie } });

describe('error reports view', () => {
  it('groups identical reports, newest first, names the player from the session and filters by text', async () => {
    const risk = await kit.signedIn('risk', clock.advance);
    const player = await newPlayer(t);
    await report(`${marker} a is undefined`, minutesAgo(30));
    await report(`${marker} a is undefined`, minutesAgo(20), { userAgent: FIREFOX, url: 'http://localhost/games/slot', playerId: player.playerId });
    await report(`${marker} b is null`, minutesAgo(25));
    // Same message, another stack: another crash.
    await report(`${marker} a is undefined`, minutesAgo(10), { stack: 'elsewhere' });

    const answer = await list(risk.cookie, `?q=${encodeURIComponent(marker)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ page: 1, pageCount: 1, totalGroups: 3 });
    expect(answer.json().groups).toEqual([
      expect.objectContaining({ message: `${marker} a is undefined`, count: 1, browser: 'Chrome 131', playerEmail: null }),
      expect.objectContaining({
        message: `${marker} a is undefined`,
        count: 2,
        browser: 'Firefox 133',
        page: 'http://localhost/games/slot',
        playerEmail: player.email,
      }),
      expect.objectContaining({ message: `${marker} b is null`, count: 1 }),
    ]);

    const byPage = await list(risk.cookie, `?q=${encodeURIComponent('games/slot')}`);
    expect(byPage.json().groups.map((group: { message: string }) => group.message)).toContain(`${marker} a is undefined`);
    // LIKE wildcards are literal: "%" finds nothing here.
    expect((await list(risk.cookie, `?q=${encodeURIComponent(`${marker}%`)}`)).json().totalGroups).toBe(0);

    const detail = await t.app.inject({
      method: 'GET',
      url: operationsPaths.error.replace(':id', answer.json().groups[1].latestId),
      headers: { cookie: risk.cookie },
    });
    expect(detail.json()).toMatchObject({
      message: `${marker} a is undefined`,
      stack: `TypeError: ${marker} a is undefined\n    at Lobby (lobby.tsx:10:3)`,
      userAgent: FIREFOX,
      playerEmail: player.email,
      identicalCount: 2,
    });
  });

  it('pages the groups', async () => {
    const finance = await kit.signedIn('finance', clock.advance);
    const paged = `paged-${randomUUID().slice(0, 8)}`;
    for (let index = 0; index < ERROR_REPORTS_PAGE_SIZE + 3; index += 1) await report(`${paged} #${index}`, minutesAgo(100 - index));
    const first = (await list(finance.cookie, `?q=${paged}`)).json();
    const second = (await list(finance.cookie, `?q=${paged}&page=2`)).json();
    expect(first).toMatchObject({ pageCount: 2, totalGroups: ERROR_REPORTS_PAGE_SIZE + 3 });
    expect(first.groups).toHaveLength(ERROR_REPORTS_PAGE_SIZE);
    expect(first.groups[0].message).toBe(`${paged} #${ERROR_REPORTS_PAGE_SIZE + 2}`);
    expect(second.groups.map((group: { message: string }) => group.message)).toEqual([`${paged} #2`, `${paged} #1`, `${paged} #0`]);
  });

  it('answers 401 without staff, 403 without operations:read, 400 to bad input and 404 to an unknown report', async () => {
    const support = await kit.signedIn('support', clock.advance);
    const admin = await kit.signedIn('admin', clock.advance);
    expect((await t.app.inject({ method: 'GET', url: operationsPaths.errors })).statusCode).toBe(401);
    expect((await list(support.cookie)).statusCode).toBe(403);
    for (const query of ['?page=0', '?page=x', `?q=${'x'.repeat(201)}`]) expect((await list(admin.cookie, query)).statusCode, query).toBe(400);
    const badId = await t.app.inject({ method: 'GET', url: operationsPaths.error.replace(':id', 'not-a-uuid'), headers: { cookie: admin.cookie } });
    expect(badId.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: operationsPaths.error.replace(':id', randomUUID()), headers: { cookie: admin.cookie } });
    expect(unknown.statusCode).toBe(404);
  });
});
