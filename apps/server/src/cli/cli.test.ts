import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { declinePromotions, fundsOf, markVerified, newPlayer } from '../modules/payments/payments-test-kit.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

let t: TestApp;
let environment: NodeJS.ProcessEnv;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  environment = { ...process.env, LODESTAR_URL: address, DATA_DIR: t.config.DATA_DIR, LOG_LEVEL: 'silent' };
});
afterAll(() => t.close());

const cli = (script: string, args: string[]) =>
  run(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/server/src/cli', script), ...args], { env: environment, cwd: root });

describe('operator commands', () => {
  it('simulate a chain deposit, then list, reject and approve cashouts', async () => {
    const { cookie, playerId } = await newPlayer(t);
    await declinePromotions(t, cookie);
    await markVerified(t, playerId);
    const { address } = (
      await t.app.inject({ method: 'POST', url: apiPaths.cryptoDeposit, headers: { cookie }, payload: { currency: 'ETH' } })
    ).json();

    const simulated = await cli('chain-simulate-cli.ts', ['--currency', 'ETH', '--address', address, '--amount', '0.5', '--confirmations', '12']);
    expect(simulated.stdout).toMatch(/: credited \(12 confirmations needed\)/);
    expect((await fundsOf(t, cookie)).ETH).toBe('0.50000000');

    const cashout = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPaths.cryptoWithdraw,
        headers: { cookie },
        payload: { amount, currency: 'ETH', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' },
      });
    const first = (await cashout('0.1')).json().withdrawalId;
    const second = (await cashout('0.2')).json().withdrawalId;

    const listed = await cli('withdrawals-cli.ts', ['list']);
    expect(listed.stdout).toContain(first);
    expect(listed.stdout).toContain('0.20000000 ETH');
    expect((await cli('withdrawals-cli.ts', ['reject', first, 'duplicate request'])).stdout.trim()).toBe(`${first}: REJECTED`);
    expect((await cli('withdrawals-cli.ts', ['approve', second])).stdout.trim()).toBe(`${second}: PAID`);
    expect((await fundsOf(t, cookie)).ETH).toBe('0.30000000');

    await expect(cli('withdrawals-cli.ts', ['approve', second])).rejects.toMatchObject({ stderr: expect.stringContaining('409') });
    await expect(cli('withdrawals-cli.ts', ['launch'])).rejects.toMatchObject({ stderr: expect.stringContaining('usage') });
  });
});
