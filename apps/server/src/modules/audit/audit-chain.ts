import { createHash } from 'node:crypto';

/** The prev_hash of the first row. */
export const GENESIS_HASH = '0'.repeat(64);

export interface AuditContent {
  seq: number;
  staffId: string | null;
  tokenId: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
  outcome: string;
  at: Date;
}

/** JSON with object keys sorted at every depth: jsonb does not keep key order, the hash must not depend on it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 over the previous row's hash and this row's canonical content. */
export function auditRowHash(prevHash: string, row: AuditContent): string {
  // The fields one by one: a row read back also carries its hashes, which are not part of its content.
  const { seq, staffId, tokenId, action, target, details, outcome, at } = row;
  const content = canonicalJson({ seq, staffId, tokenId, action, target, details, outcome, at: at.toISOString() });
  return createHash('sha256').update(`${prevHash}\n${content}`).digest('hex');
}
