import { runVerifyCommand } from '../../platform/verify-command.ts';
import { verifyAuditChain } from './service.ts';

/** `npm run audit:verify`: walks the staff audit log of the database the server uses. */
await runVerifyCommand(async (db) => {
  const result = await verifyAuditChain(db);
  return {
    title: 'Audit log verification',
    ok: result.ok,
    lines: [result.ok ? `OK: ${result.rows} row(s), the chain is intact` : `FAILED after ${result.rows} intact row(s): ${result.problem}`],
  };
});
