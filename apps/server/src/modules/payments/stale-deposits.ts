import type { Database } from '../../db/client.ts';
import { paymentsRepo as repo, type PaymentRow } from './repo.ts';

/** Deposits the expiry job should have expired and has not (it runs every few minutes), oldest first. */
export function depositsPendingPastExpiry(db: Database, ttlMinutes: number, limit: number): Promise<PaymentRow[]> {
  return repo.depositsPendingPastExpiry(db, ttlMinutes, limit);
}
