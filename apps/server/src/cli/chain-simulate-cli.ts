// npm run chain:simulate -- --currency BTC --address <address> --amount 0.01 [--confirmations 6] [--tx <hash>]
import { parseArgs } from 'node:util';
import { CHAIN_SIMULATOR_PATH } from '../modules/payments/index.ts';
import { runCommand, serverClient } from './server-client.ts';

await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      currency: { type: 'string' },
      address: { type: 'string' },
      amount: { type: 'string' },
      confirmations: { type: 'string', default: '6' },
      tx: { type: 'string' },
    },
  });
  if (!values.currency || !values.address || !values.amount) {
    throw new Error('usage: npm run chain:simulate -- --currency BTC --address <address> --amount 0.01 [--confirmations 6] [--tx <hash>]');
  }
  const answer = await serverClient().call('POST', CHAIN_SIMULATOR_PATH, {
    body: {
      currency: values.currency,
      address: values.address,
      amount: values.amount,
      confirmations: Number(values.confirmations),
      txHash: values.tx,
    },
  });
  console.log(`transaction ${answer.txHash}: ${answer.outcome} (${answer.requiredConfirmations} confirmations needed)`);
});
