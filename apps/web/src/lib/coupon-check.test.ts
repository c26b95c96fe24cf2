import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_CHECK_DELAY_MS, createCouponChecker, type CouponStatus } from './coupon-check';

/** A server whose answers the test releases one by one, in any order. */
function fakeServer() {
  const calls: { code: string; signal: AbortSignal; answer: (valid: boolean | undefined) => void; fail: () => void }[] = [];
  const check = (code: string, signal: AbortSignal) =>
    new Promise<boolean | undefined>((resolve, reject) => calls.push({ code, signal, answer: resolve, fail: () => reject(new Error('offline')) }));
  return { calls, check };
}

describe('the bonus code check as the player types', () => {
  let statuses: CouponStatus[];
  beforeEach(() => {
    vi.useFakeTimers();
    statuses = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks once, after the player pauses, for the latest text only', async () => {
    const server = fakeServer();
    const checker = createCouponChecker(server.check, (status) => statuses.push(status));
    for (const text of ['S', 'SP', 'SPI', 'SPINS20']) {
      checker.input(text);
      vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS - 1);
    }
    expect(server.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(server.calls.map((call) => call.code)).toEqual(['SPINS20']);
    server.calls[0]!.answer(true);
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('valid');
  });

  it('aborts a stale request and never shows its late answer', async () => {
    const server = fakeServer();
    const checker = createCouponChecker(server.check, (status) => statuses.push(status));
    checker.input('SPIN');
    vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS);
    checker.input('SPINS20');
    expect(server.calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS);
    server.calls[1]!.answer(false);
    await vi.runAllTimersAsync();
    // The answer for 'SPIN' arrives last: it must not overwrite the one for 'SPINS20'.
    server.calls[0]!.answer(true);
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('invalid');
  });

  it('trims the code, says nothing for an empty field and nothing when the server could not tell', async () => {
    const server = fakeServer();
    const checker = createCouponChecker(server.check, (status) => statuses.push(status));
    checker.input('   ');
    vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS);
    expect(server.calls).toHaveLength(0);
    expect(statuses).toEqual(['idle']);

    checker.input('  WELCOME ');
    expect(statuses.at(-1)).toBe('checking');
    vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS);
    expect(server.calls[0]!.code).toBe('WELCOME');
    server.calls[0]!.fail();
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('idle');

    checker.input('WELCOME2');
    vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS);
    server.calls[1]!.answer(undefined);
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toBe('idle');
  });

  it('calls a code longer than 255 characters invalid without asking', () => {
    const server = fakeServer();
    const checker = createCouponChecker(server.check, (status) => statuses.push(status));
    checker.input('X'.repeat(256));
    vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS);
    expect(server.calls).toHaveLength(0);
    expect(statuses).toEqual(['invalid']);
  });

  it('stops a pending check when disposed (the modal closed)', () => {
    const server = fakeServer();
    const checker = createCouponChecker(server.check, (status) => statuses.push(status));
    checker.input('SPINS20');
    checker.dispose();
    vi.advanceTimersByTime(COUPON_CHECK_DELAY_MS);
    expect(server.calls).toHaveLength(0);
  });
});
