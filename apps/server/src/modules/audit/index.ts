// The audit module's public face: staff routes append through it, `npm run audit:verify` checks it.
export { appendAudit, latestAuditRows, verifyAuditChain, type AuditEntry, type AuditVerification } from './service.ts';
