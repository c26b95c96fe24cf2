import { describe, expect, it } from 'vitest';
import { errorCodes } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { seatedPlayer } from '../studio/studio-test-kit.ts';
import { responsibleGamblingTestKit } from './responsible-gambling-test-kit.ts';

// What a game client shows when the wallet refuses a bet for responsible-gambling reasons: a plain message.
const t = useTestApp();
const rg = responsibleGamblingTestKit(t);
const dice = { target: 50, direction: 'over' };

describe('the in-house games under responsible gambling', () => {
  it('say plainly that a wager limit is reached, and take nothing', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    await rg.setLimit(player.cookie, { kind: 'wager', period: 'day', amount: '1' });
    expect((await player.studio.play(100, dice)).status).toBe(200);
    const refused = await player.studio.play(100, dice);
    expect(refused).toMatchObject({ status: 403, body: { code: errorCodes.walletRefused } });
    expect(refused.body.message).toMatch(/reached a loss or wager limit you set/);
  });

  it('refuse every round of a game opened before a time-out', async () => {
    const player = await seatedPlayer(t, 'lodestar:dice');
    expect((await rg.selfExclude(player.cookie, '7-days')).statusCode).toBe(200);
    const refused = await player.studio.play(100, dice);
    expect(refused).toMatchObject({ status: 403, body: { code: errorCodes.walletRefused } });
    expect(refused.body.message).toMatch(/on a break, self-excluded or locked/);
  });
});
