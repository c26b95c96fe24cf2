import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { verifyLedger } from '../ledger/index.ts';
import { createPeriodicJobs } from '../../platform/periodic-jobs.ts';
import { startDepositExpiryJob } from './deposit-expiry-job.ts';
import type { DepositService } from './deposits.ts';
import { fundsOf, gatewayTestKit, newPlayer } from './payments-test-kit.ts';
import { paymentsRepo } from './repo.ts';
import { sandboxText } from './sandbox/sandbox-routes.ts';
import { payments } from './schema.ts';

const t = useTestApp();
const { signedWebhook, startDeposit, event, statusOf } = gatewayTestKit(t);

describe('stale pending deposits', () => {
  const backdate = (paymentId: string, hours: number) =>
    t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
      .where(eq(payments.id, paymentId));
  const expire = () => paymentsRepo.expireStaleDeposits(t.database.db, t.config.DEPOSIT_PENDING_TTL_MINUTES);
  const historyIds = async (cookie: string) =>
    (
      (await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('fiat', 'deposits'), headers: { cookie } })).json().items as Array<{
        id: string;
      }>
    ).map((item) => item.id);

  it('expire after the TTL, once however many processes run the job, and leave the history', async () => {
    const { cookie } = await newPlayer(t);
    const stale = (await startDeposit(cookie)).json().paymentId as string;
    const fresh = (await startDeposit(cookie, { amount: '40', currency: 'EUR' })).json().paymentId as string;
    await backdate(stale, 25);
    await backdate(fresh, 23);
    expect(await historyIds(cookie)).toEqual(expect.arrayContaining([stale, fresh]));

    const counts = await Promise.all([expire(), expire(), expire()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await expire()).toBe(0);
    expect(await statusOf(stale)).toBe('EXPIRED');
    expect(await statusOf(fresh)).toBe('PENDING');
    expect(await historyIds(cookie)).toEqual([fresh]);
    // The deposit modal can still learn how its checkout ended.
    const one = await t.app.inject({ method: 'GET', url: apiPaths.payment(stale), headers: { cookie } });
    expect(one.json()).toMatchObject({ id: stale, status: 'EXPIRED' });

    const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/${stale}`, headers: { cookie } });
    expect(page.body).toContain(sandboxText.closed);
    const pay = await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${stale}/pay`, headers: { cookie } });
    expect(pay.statusCode).toBe(409);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '0.00' });
  });

  it('still credit a late successful payment, exactly once, and ignore a late failure', async () => {
    const { cookie } = await newPlayer(t);
    const paid = (await startDeposit(cookie)).json().paymentId as string;
    const failed = (await startDeposit(cookie, { amount: '40', currency: 'EUR' })).json().paymentId as string;
    await backdate(paid, 30);
    await backdate(failed, 30);
    await expire();

    const lateFailure = await signedWebhook('ems', event('payment.failed', failed, '40.00'));
    expect(lateFailure.statusCode).toBe(200);
    expect(await statusOf(failed)).toBe('EXPIRED');

    const success = event('payment.succeeded', paid);
    for (let delivery = 0; delivery < 3; delivery++) expect((await signedWebhook('ems', success)).statusCode).toBe(200);
    expect(await statusOf(paid)).toBe('COMPLETED');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });
    expect(await historyIds(cookie)).toEqual([paid]);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('are expired by a job that runs at start-up and then periodically until stopped', async () => {
    vi.useFakeTimers();
    try {
      const expireStaleDeposits = vi.fn(async () => 0);
      const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as Parameters<typeof startDepositExpiryJob>[3];
      const jobs = createPeriodicJobs({ log });
      const stop = startDepositExpiryJob(jobs, { expireStaleDeposits } as unknown as DepositService, 1440, log);
      await vi.advanceTimersByTimeAsync(0);
      expect(expireStaleDeposits).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(expireStaleDeposits).toHaveBeenCalledTimes(2);
      await stop();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(expireStaleDeposits).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
