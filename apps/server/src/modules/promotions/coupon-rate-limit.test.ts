import { describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { rateLimitRules } from '../../platform/rate-limiter.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';

// The production limits, not the relaxed ones of the other suites: guessing coupon codes must hit them.
const t = useTestApp({}, { rateLimits: rateLimitRules });

describe('coupon calls are rate-limited', () => {
  it('answers 429 past the per-account limit of redemptions, and of checks signed in', async () => {
    const { cookie } = await newPlayer(t);
    const redeem = () => t.app.inject({ method: 'PUT', url: apiPaths.redeemCoupon, headers: { cookie }, payload: { promotionCoupon: 'GUESS' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= rateLimitRules.couponPerAccount.max; attempt += 1) statuses.push((await redeem()).statusCode);
    expect(statuses.slice(0, rateLimitRules.couponPerAccount.max).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const check = await t.app.inject({ method: 'POST', url: apiPaths.couponCheck, headers: { cookie }, payload: { couponName: 'GUESS' } });
    expect(check.statusCode).toBe(429);
  });

  it('counts the checks at the profile-service alias against the same per-address limit', async () => {
    const checkAt = (url: string) => t.app.inject({ method: 'POST', url, remoteAddress: '203.0.113.8', payload: { couponName: 'GUESS' } });
    for (let attempt = 0; attempt < rateLimitRules.couponPerIp.max; attempt += 1) {
      expect((await checkAt(attempt % 2 === 0 ? apiPaths.couponCheck : apiPaths.couponCheckAtProfileService)).statusCode).toBe(200);
    }
    expect((await checkAt(apiPaths.couponCheck)).statusCode).toBe(429);
    expect((await checkAt(apiPaths.couponCheckAtProfileService)).statusCode).toBe(429);
  });

  it('answers 429 past the per-address limit of checks signed out', async () => {
    const check = () => t.app.inject({ method: 'POST', url: apiPaths.couponCheck, remoteAddress: '203.0.113.7', payload: { couponName: 'GUESS' } });
    for (let attempt = 0; attempt < rateLimitRules.couponPerIp.max; attempt += 1) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });
});
