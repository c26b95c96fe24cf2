import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { latestAuditRows } from '../audit/index.ts';
import { ADMIN_WITHDRAWALS_PATH } from '../payments/index.ts';
import { DENIED_ATTEMPTS_AUDITED_PER_MINUTE, suppressedSummary } from './denied-attempt-throttle.ts';
import { staffTestKit, testClock } from './staff-test-kit.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const kit = staffTestKit(t, clock.now);

const hammer = async (count: number, options: { remoteAddress?: string; cookie?: string }) => {
  const statuses = new Set<number>();
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: ADMIN_WITHDRAWALS_PATH,
      remoteAddress: options.remoteAddress,
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
    statuses.add(response.statusCode);
  }
  return [...statuses];
};

/** The audit rows written since `before` rows existed, oldest first. */
const rowsSince = async (before: number) => {
  const rows = await latestAuditRows(t.database.db, 500);
  return rows.filter((row) => row.seq > before).reverse();
};
const headSeq = async () => (await latestAuditRows(t.database.db, 1))[0]?.seq ?? 0;

describe('denied staff calls in the audit log', () => {
  it('audits at most the quota per source and minute, then one row counting the rest', async () => {
    clock.advance(120_000);
    const before = await headSeq();
    expect(await hammer(DENIED_ATTEMPTS_AUDITED_PER_MINUTE + 30, { remoteAddress: '203.0.113.7' })).toEqual([401]);
    // Another source is not silenced by the first one's flood.
    expect(await hammer(1, { remoteAddress: '198.51.100.2' })).toEqual([401]);

    let rows = await rowsSince(before);
    expect(rows).toHaveLength(DENIED_ATTEMPTS_AUDITED_PER_MINUTE + 1);
    expect(rows.every((row) => row.outcome === '401' && row.action === `GET ${ADMIN_WITHDRAWALS_PATH}`)).toBe(true);

    clock.advance(61_000);
    await hammer(1, { remoteAddress: '203.0.113.7' });
    rows = await rowsSince(before + DENIED_ATTEMPTS_AUDITED_PER_MINUTE + 1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'denied attempts suppressed',
      outcome: 'suppressed',
      staffId: null,
      details: { source: 'ip 203.0.113.7', suppressed: 30, summary: suppressedSummary(30) },
    });
    expect(suppressedSummary(30)).toBe('30 further denied attempts suppressed');
    expect(rows[1]).toMatchObject({ outcome: '401', action: `GET ${ADMIN_WITHDRAWALS_PATH}` });
  });

  it('limits a signed-in staff member without the permission by session, naming them in the summary', async () => {
    const marketing = await kit.signedIn('marketing', clock.advance);
    clock.advance(120_000);
    const before = await headSeq();
    expect(await hammer(DENIED_ATTEMPTS_AUDITED_PER_MINUTE + 5, { cookie: marketing.cookie })).toEqual([403]);
    const rows = await rowsSince(before);
    expect(rows).toHaveLength(DENIED_ATTEMPTS_AUDITED_PER_MINUTE);
    expect(rows.every((row) => row.outcome === '403' && row.staffId !== null)).toBe(true);

    clock.advance(61_000);
    await hammer(1, { remoteAddress: '192.0.2.1' });
    const [summary, anonymous] = await rowsSince(before + DENIED_ATTEMPTS_AUDITED_PER_MINUTE);
    expect(summary).toMatchObject({ action: 'denied attempts suppressed', staffId: rows[0]!.staffId, details: { suppressed: 5 } });
    expect(anonymous).toMatchObject({ outcome: '401' });
  });

  it('writes no summary for a source that stayed within its quota', async () => {
    clock.advance(120_000);
    const before = await headSeq();
    await hammer(3, { remoteAddress: '203.0.113.50' });
    clock.advance(61_000);
    await hammer(1, { remoteAddress: '203.0.113.50' });
    const rows = await rowsSince(before);
    expect(rows.map((row) => row.outcome)).toEqual(['401', '401', '401', '401']);
  });
});
