import { runVerifyCommand } from '../../platform/verify-command.ts';
import { verifyLedger } from './service.ts';

/** `npm run ledger:verify`: the invariants of DESIGN.md "Money", checked on the database the server uses. */
await runVerifyCommand(async (db) => {
  const { transactions, accounts, violations } = await verifyLedger(db);
  const verdict =
    violations.length === 0
      ? ['OK: every invariant holds']
      : [`FAILED: ${violations.length} violation(s)`, ...violations.map((violation) => `  - ${violation}`)];
  return {
    title: 'Ledger verification',
    ok: violations.length === 0,
    lines: [`  transactions: ${transactions}`, `  accounts:     ${accounts}`, ...verdict],
  };
});
