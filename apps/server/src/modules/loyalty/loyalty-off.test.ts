import { describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { useWalletTestApp } from '../provider-wallet/provider-wallet-test-kit.ts';

const { t, seated, bet } = useWalletTestApp({ NO_LOYALTY: 'true' });

describe('without a loyalty programme (NO_LOYALTY)', () => {
  it('tells the browser to hide the loyalty widget, and stakes earn no points or rakeback', async () => {
    const configuration = await t.app.inject({ method: 'GET', url: apiPaths.siteConfiguration });
    expect(configuration.json()).toMatchObject({ noLoyalty: true });

    const { cookie, base } = await seated();
    expect((await bet(base, 'off-1', 5000, 'off-1')).status).toBe('RS_OK');
    const level = await t.app.inject({ method: 'GET', url: apiPaths.loyaltyLevel, headers: { cookie } });
    expect(level.json()).toEqual({
      currentLevel: { level: 1, points: 0, name: 'Bronze' },
      nextLevel: { level: 2, points: 500, name: 'Silver' },
      rakeback: [],
    });
  });
});
