// npm run kyc -- list | approve <id> | reject <id> <reason>
import { ADMIN_KYC_PATH } from '../modules/kyc/index.ts';
import { runCommand, serverClient } from './server-client.ts';

const USAGE = 'usage: npm run kyc -- list | approve <id> | reject <id> <reason>';

interface PendingDocument {
  id: string;
  playerEmail: string;
  kind: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

await runCommand(async () => {
  const [command, id, ...reason] = process.argv.slice(2);
  const client = serverClient();
  if (command === 'list') {
    const { documents } = (await client.call('GET', ADMIN_KYC_PATH, { admin: true })) as { documents: PendingDocument[] };
    if (documents.length === 0) console.log('No documents waiting.');
    for (const document of documents) {
      console.log(
        `${document.id}  ${document.kind.padEnd(8)}  ${document.contentType.padEnd(15)}  ${kilobytes(document.sizeBytes).padStart(8)}  ${document.playerEmail}  ${document.uploadedAt}`,
      );
    }
    if (documents.length > 0) console.log(`Open a document with: curl -H "Authorization: Bearer <token>" -OJ <server>${ADMIN_KYC_PATH}/<id>/file`);
    return;
  }
  if (command === 'approve' && id) {
    const answer = await client.call('POST', `${ADMIN_KYC_PATH}/${id}/approve`, { admin: true });
    console.log(`${answer.id}: ${answer.status}${answer.playerVerified ? ' (player verified for cashouts)' : ''}`);
    return;
  }
  if (command === 'reject' && id && reason.length > 0) {
    const answer = await client.call('POST', `${ADMIN_KYC_PATH}/${id}/reject`, { admin: true, body: { reason: reason.join(' ') } });
    console.log(`${answer.id}: ${answer.status}`);
    return;
  }
  throw new Error(USAGE);
});
