import { describe, expect, it } from 'vitest';
import { cachedValue } from './cached-value.ts';

describe('cachedValue', () => {
  it('loads once for concurrent callers and within the time to live, again after it or after invalidate()', async () => {
    let clock = 0;
    let loads = 0;
    const cached = cachedValue(
      1000,
      async () => ++loads,
      () => clock,
    );
    expect(await Promise.all([cached.get(), cached.get()])).toEqual([1, 1]);
    clock = 999;
    expect(await cached.get()).toBe(1);
    clock = 1000;
    expect(await cached.get()).toBe(2);
    cached.invalidate();
    expect(await cached.get()).toBe(3);
  });

  it('keeps no failed load: the next caller tries again', async () => {
    let fail = true;
    const cached = cachedValue(1000, async () => {
      if (fail) throw new Error('database away');
      return 'loaded';
    });
    await expect(cached.get()).rejects.toThrow('database away');
    fail = false;
    expect(await cached.get()).toBe('loaded');
  });
});
