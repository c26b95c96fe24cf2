import { runVerifyCommand } from '../../platform/verify-command.ts';
import { runLedgerCheck } from './ledger-checks.ts';

/**
 * `npm run ledger:verify`: the invariants of DESIGN.md "Money", checked on the database the server uses; the result is
 * recorded, so the back office's reconciliation view shows it too.
 */
await runVerifyCommand(async (db) => {
  const { transactions, accounts, violations } = await runLedgerCheck(db, 'command');
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
