import { beforeAll, describe, expect, it } from 'vitest';
import { adminPlayerPaths, apiPaths, responsibleGamblingPaths, type AdminPlayerDetail } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { fundsOf, newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

const url = (path: string, id: string) => path.replace(':id', id);
let admin: string;
let support: string;
beforeAll(async () => {
  admin = (await kit.signedIn('admin', clock.advance)).cookie;
  support = (await kit.signedIn('support', clock.advance)).cookie;
});

const call = (cookie: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: { cookie }, payload });
const detailOf = async (playerId: string) => (await call(admin, 'GET', url(adminPlayerPaths.detail, playerId))).json() as AdminPlayerDetail;

describe('player search', () => {
  it('finds a player by part of the email, by name and by id, paged', async () => {
    const player = await newPlayer(t);
    const byEmail = (
      await call(support, 'GET', `${adminPlayerPaths.search}?q=${encodeURIComponent(player.email.slice(0, 10).toUpperCase())}`)
    ).json();
    expect(byEmail.players.map((row: { id: string }) => row.id)).toContain(player.playerId);
    const byId = (await call(support, 'GET', `${adminPlayerPaths.search}?q=${player.playerId}`)).json();
    expect(byId).toMatchObject({ total: 1, page: 1, players: [{ id: player.playerId, email: player.email, locked: false }] });
    const detail = await detailOf(player.playerId);
    const byName = (await call(support, 'GET', `${adminPlayerPaths.search}?q=${encodeURIComponent(detail.profile.fullName)}`)).json();
    expect(byName.total).toBeGreaterThan(0);
  });

  it('takes LIKE wildcards literally and refuses a bad page', async () => {
    await newPlayer(t);
    expect((await call(support, 'GET', `${adminPlayerPaths.search}?q=%25`)).json().total).toBe(0);
    expect((await call(support, 'GET', `${adminPlayerPaths.search}?page=0`)).statusCode).toBe(400);
  });
});

describe('player detail', () => {
  it('shows profile, wallets, ledger entries, sessions, limits and notes; 404 for an unknown player', async () => {
    const player = await newPlayer(t);
    const detail = await detailOf(player.playerId);
    expect(detail.profile).toMatchObject({ id: player.playerId, email: player.email, locked: false, lockReason: null });
    expect(detail.sessions).toHaveLength(1);
    expect(detail.limits).toHaveLength(9);
    expect(detail.notes).toEqual([]);
    expect((await call(admin, 'GET', url(adminPlayerPaths.detail, '00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await call(admin, 'GET', url(adminPlayerPaths.detail, 'not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('lock, unlock and sessions', () => {
  it('locks with a reason (signing the player out everywhere), and unlocks', async () => {
    const player = await newPlayer(t);
    expect((await call(support, 'POST', url(adminPlayerPaths.lock, player.playerId), { reason: ' ' })).statusCode).toBe(400);
    expect((await detailOf(player.playerId)).profile.locked).toBe(false);

    const locked = await call(support, 'POST', url(adminPlayerPaths.lock, player.playerId), { reason: 'chargeback' });
    expect(locked.statusCode).toBe(200);
    const detail = await detailOf(player.playerId);
    expect(detail.profile).toMatchObject({ locked: true, lockReason: 'chargeback' });
    expect(detail.sessions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie: player.cookie } })).statusCode).toBe(401);

    expect((await call(support, 'POST', url(adminPlayerPaths.unlock, player.playerId), { reason: 'resolved' })).statusCode).toBe(200);
    expect((await detailOf(player.playerId)).profile).toMatchObject({ locked: false, lockReason: null });
  });

  it('ends every session', async () => {
    const player = await newPlayer(t);
    expect((await call(support, 'POST', url(adminPlayerPaths.endSessions, player.playerId))).statusCode).toBe(200);
    expect((await detailOf(player.playerId)).sessions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie: player.cookie } })).statusCode).toBe(401);
  });
});

describe('limits', () => {
  const limitOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: responsibleGamblingPaths.limits, headers: { cookie } }))
      .json()
      .limits.find((limit: { kind: string; period: string }) => limit.kind === 'deposit' && limit.period === 'day').amount;

  it('lowers a limit at once, with a reason; a raise, an equal amount or no reason is 400 and changes nothing', async () => {
    const player = await newPlayer(t);
    const lower = (amount: string, reason = 'affordability') =>
      call(support, 'POST', url(adminPlayerPaths.lowerLimit, player.playerId), { kind: 'deposit', period: 'day', amount, reason });
    expect((await lower('100')).statusCode).toBe(200);
    expect(await limitOf(player.cookie)).toBe('100.00');
    expect((await lower('50')).statusCode).toBe(200);
    const raise = await lower('80');
    expect(raise.statusCode).toBe(400);
    expect(raise.json().message).toBe('Staff may only lower a limit, never raise or remove it');
    expect((await lower('50')).statusCode).toBe(400);
    expect((await lower('10', '')).statusCode).toBe(400);
    expect(await limitOf(player.cookie)).toBe('50.00');
  });
});

describe('notes', () => {
  it('adds a note with its author; an empty one is 400', async () => {
    const player = await newPlayer(t);
    expect((await call(support, 'POST', url(adminPlayerPaths.notes, player.playerId), { text: '' })).statusCode).toBe(400);
    expect((await call(support, 'POST', url(adminPlayerPaths.notes, player.playerId), { text: 'Called about a bonus' })).statusCode).toBe(200);
    const [note] = (await detailOf(player.playerId)).notes;
    expect(note).toMatchObject({ text: 'Called about a bonus' });
    expect(note!.staffEmail).toMatch(/^support-/);
  });
});

describe('manual balance adjustment', () => {
  const adjust = (playerId: string, body: object) => call(admin, 'POST', url(adminPlayerPaths.adjustBalance, playerId), body);

  it('credits and debits cash through the ledger, once per client key', async () => {
    const player = await newPlayer(t);
    const credit = { currency: 'EUR', direction: 'credit', amount: '25.50', reason: 'goodwill', idempotencyKey: 'adjust-credit-1' };
    const first = await adjust(player.playerId, credit);
    expect(first.json()).toMatchObject({ balance: '25.50', replayed: false });
    const retry = await adjust(player.playerId, credit);
    expect(retry.json()).toMatchObject({ balance: '25.50', replayed: true });
    expect((await fundsOf(t, player.cookie)).EUR).toBe('25.50');
    // The same key for another amount is a forged or confused retry: refused, nothing moves.
    expect((await adjust(player.playerId, { ...credit, amount: '99' })).statusCode).toBe(409);

    const [audit] = await latestAuditRows(t.database.db, 1);
    expect(audit).toMatchObject({ outcome: '409', details: { permission: 'balance:adjust', body: { reason: 'goodwill', amount: '99' } } });

    const debit = await adjust(player.playerId, { ...credit, direction: 'debit', amount: '5.50', idempotencyKey: 'adjust-debit-1' });
    expect(debit.json()).toMatchObject({ balance: '20.00' });
    const entries = (await detailOf(player.playerId)).ledgerEntries.filter((entry) => entry.kind === 'staff-adjustment');
    expect(entries.map((entry) => entry.amount)).toEqual(['-5.50', '25.50']);
  });

  it('refuses an adjustment without a reason, below zero or too precise: 400, nothing moved', async () => {
    const player = await newPlayer(t);
    const base = { currency: 'EUR', direction: 'credit', amount: '10', reason: 'goodwill', idempotencyKey: 'adjust-base-1' };
    await adjust(player.playerId, base);
    const noReason = await adjust(player.playerId, { ...base, reason: '  ', idempotencyKey: 'adjust-noreason' });
    expect(noReason.statusCode).toBe(400);
    const belowZero = await adjust(player.playerId, { ...base, direction: 'debit', amount: '10.01', idempotencyKey: 'adjust-below' });
    expect(belowZero.statusCode).toBe(400);
    expect(belowZero.json().message).toBe('This adjustment would take the balance below zero');
    expect((await adjust(player.playerId, { ...base, amount: '0.001', idempotencyKey: 'adjust-precise' })).statusCode).toBe(400);
    expect((await adjust(player.playerId, { ...base, amount: '-5', idempotencyKey: 'adjust-negative' })).statusCode).toBe(400);
    expect((await fundsOf(t, player.cookie)).EUR).toBe('10.00');
    expect((await detailOf(player.playerId)).ledgerEntries.filter((entry) => entry.kind === 'staff-adjustment')).toHaveLength(1);
  });

  it('moves money once when the same adjustment is sent twice at once', async () => {
    const player = await newPlayer(t);
    const credit = { currency: 'EUR', direction: 'credit', amount: '7', reason: 'goodwill', idempotencyKey: 'adjust-concurrent' };
    const answers = await Promise.all([adjust(player.playerId, credit), adjust(player.playerId, credit)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await fundsOf(t, player.cookie)).EUR).toBe('7.00');
  });
});
