// npm run withdrawals -- list | approve <id> | reject <id> [reason]
import { ADMIN_WITHDRAWALS_PATH } from '../modules/payments/index.ts';
import { runCommand, serverClient } from './server-client.ts';

const USAGE = 'usage: npm run withdrawals -- list | approve <id> | reject <id> [reason]';

await runCommand(async () => {
  const [command, id, ...reason] = process.argv.slice(2);
  const client = serverClient();
  if (command === 'list') {
    const { withdrawals } = (await client.call('GET', ADMIN_WITHDRAWALS_PATH, { admin: true })) as {
      withdrawals: Array<{
        id: string;
        playerEmail: string;
        amount: string;
        currency: string;
        address: string | null;
        status: string;
        createdAt: string;
      }>;
    };
    if (withdrawals.length === 0) console.log('No cashouts waiting.');
    for (const withdrawal of withdrawals) {
      console.log(
        `${withdrawal.id}  ${withdrawal.status.padEnd(8)}  ${withdrawal.amount} ${withdrawal.currency}  ${withdrawal.playerEmail}  ${withdrawal.address ?? ''}  ${withdrawal.createdAt}`,
      );
    }
    return;
  }
  if ((command === 'approve' || command === 'reject') && id) {
    const body = command === 'reject' ? { reason: reason.join(' ') || undefined } : undefined;
    const answer = await client.call('POST', `${ADMIN_WITHDRAWALS_PATH}/${id}/${command}`, { admin: true, body });
    console.log(`${answer.id}: ${answer.status}`);
    return;
  }
  throw new Error(USAGE);
});
