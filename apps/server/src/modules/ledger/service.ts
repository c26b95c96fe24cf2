import { messages } from '@lodestar/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { IdempotencyConflict, InsufficientFunds } from '../../platform/domain-errors.ts';
import { ledgerRepo as repo, type AccountKey, type LedgerAccountRow, type StoredLeg } from './repo.ts';
import type { AccountPurpose, HouseAccountPurpose, PlayerAccountPurpose } from './schema.ts';

export type AccountOwner = { type: 'player'; playerId: string } | { type: 'house' };

/** Names an account; it is created on first use. Players and the house each have their own purposes. */
export type AccountRef =
  | { owner: { type: 'player'; playerId: string }; currency: string; purpose: PlayerAccountPurpose }
  | { owner: { type: 'house' }; currency: string; purpose: HouseAccountPurpose };

export interface PostingLeg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface Posting {
  /** The same key with the same legs is a replay and moves nothing; with other legs it is a conflict. */
  idempotencyKey: string;
  kind: string;
  reference?: { type: string; id: string };
  metadata?: Record<string, unknown>;
  legs: PostingLeg[];
}

export interface AccountBalance {
  accountId: number;
  owner: AccountOwner;
  currency: string;
  purpose: AccountPurpose;
  balance: bigint;
}

export interface PostingResult {
  transactionId: number;
  /** True when the key had already been posted: nothing moved, balances are the current ones. */
  replayed: boolean;
  /** The touched accounts in id order, for live balance events once the caller has committed. */
  balances: AccountBalance[];
}

/** A programming error: the caller built legs that cannot be a double-entry transaction. */
export class UnbalancedTransaction extends Error {
  override readonly name = 'UnbalancedTransaction';
}

/**
 * The only writer of balances. A posting that debits a player's account may be refused (InsufficientFunds) after it
 * wrote its rows: it runs in a savepoint of the caller's transaction, so a caller that catches the refusal and goes on
 * still commits nothing of it. Any other posting (a win, a deposit: only the house, which may go negative, is debited)
 * cannot be refused midway and is spared the savepoint's two round trips.
 */
export async function postTransaction(tx: Transaction, posting: Posting): Promise<PostingResult> {
  assertBalanced(posting.legs);
  return debitsAPlayer(posting.legs) ? tx.transaction((savepoint) => writePosting(savepoint, posting)) : writePosting(tx, posting);
}

function debitsAPlayer(legs: PostingLeg[]): boolean {
  const playerDeltas = new Map<string, bigint>();
  for (const { account, amount } of legs) {
    if (account.owner.type !== 'player') continue;
    const key = mapKeyOf(keyOfRef(account));
    playerDeltas.set(key, (playerDeltas.get(key) ?? 0n) + amount);
  }
  return [...playerDeltas.values()].some((delta) => delta < 0n);
}

async function writePosting(executor: Executor, posting: Posting): Promise<PostingResult> {
  const accountsByKey = await getOrCreateAccounts(
    executor,
    posting.legs.map((leg) => leg.account),
  );
  const accountsById = new Map([...accountsByKey.values()].map((account) => [account.id, account]));
  const legs = posting.legs.map((leg) => {
    const account = accountsByKey.get(mapKeyOf(keyOfRef(leg.account)))!;
    return { accountId: account.id, currency: account.currency, amount: leg.amount };
  });
  const transactionId = await repo.insertTransaction(executor, {
    idempotencyKey: posting.idempotencyKey,
    kind: posting.kind,
    referenceType: posting.reference?.type ?? null,
    referenceId: posting.reference?.id ?? null,
    metadata: posting.metadata ?? null,
  });
  if (transactionId === undefined) return replay(executor, posting.idempotencyKey, legs);

  await repo.insertEntries(executor, transactionId, legs);
  const balances: AccountBalance[] = [];
  // Always in account id order: two postings touching the same accounts then lock them in the same
  // order and cannot deadlock.
  for (const [accountId, delta] of netDeltaPerAccountInIdOrder(legs)) {
    const balance = await repo.addToBalance(executor, accountId, delta);
    if (balance === undefined) throw new InsufficientFunds(messages.payment.notEnoughMoney);
    balances.push(toAccountBalance({ ...accountsById.get(accountId)!, balance }));
  }
  return { transactionId, replayed: false, balances };
}

/**
 * The house accounts every currency's money paths use, in the order their ids must have. One DB transaction may post
 * twice (a bet, then the rakeback it accrued) and so lock house-game before bonus-cost, while a single posting that
 * touches both (a free spin) locks them in id order: house-game needs the lower id, or the two could deadlock.
 * Created on first use, the accounts of one posting get ids in name order (bonus-cost first), so they are opened here.
 */
const HOUSE_ACCOUNTS_IN_LOCK_ORDER: HouseAccountPurpose[] = ['house-game', 'bonus-cost', 'payments-clearing', 'fx'];

/** Opens the house accounts of each currency in lock order; safe at every start (an existing account stays). */
export async function openHouseAccounts(db: Database, currencies: readonly string[]): Promise<void> {
  for (const currency of currencies) {
    for (const purpose of HOUSE_ACCOUNTS_IN_LOCK_ORDER) {
      await repo.insertMissingAccounts(db, [{ ownerType: 'house', ownerId: null, currency, purpose, allowNegative: true }]);
    }
  }
}

/** For a use case whose only write is the posting. */
export function postTransactionInOwnTransaction(db: Database, posting: Posting): Promise<PostingResult> {
  return db.transaction((tx) => postTransaction(tx, posting));
}

/** Every account of a player, in every currency and purpose. */
export async function balancesOf(executor: Executor, playerId: string): Promise<AccountBalance[]> {
  const rows = await repo.findAccountsOfPlayer(executor, playerId);
  return rows.map(toAccountBalance);
}

/** 0 for an account that was never used. */
export async function balanceOf(executor: Executor, account: AccountRef): Promise<bigint> {
  const row = await repo.findAccount(executor, keyOfRef(account));
  return row?.balance ?? 0n;
}

/**
 * The player's balance of one purpose right after each given instant (ISO 8601 text with microseconds, e.g. the instant
 * a provider call was recorded: its ledger entries carry the same transaction time), in the order given.
 */
export async function balancesAfter(
  executor: Executor,
  playerId: string,
  purpose: PlayerAccountPurpose,
  moments: Array<{ currency: string; at: string }>,
): Promise<bigint[]> {
  return repo.balancesAfter(executor, playerId, purpose, moments);
}

export interface LedgerEntryView {
  entryId: number;
  transactionId: number;
  kind: string;
  reference: { type: string; id: string } | null;
  accountId: number;
  currency: string;
  purpose: AccountPurpose;
  amount: bigint;
  createdAt: Date;
}

const DEFAULT_HISTORY_LIMIT = 100;

/** A player's entries, newest first; from is inclusive, to exclusive. */
export async function entriesOf(
  executor: Executor,
  filter: { playerId: string; currency?: string; from?: Date; to?: Date; limit?: number },
): Promise<LedgerEntryView[]> {
  const rows = await repo.entriesOfPlayer(executor, {
    ...filter,
    limit: filter.limit ?? DEFAULT_HISTORY_LIMIT,
  });
  return rows.map(({ referenceType, referenceId, ...entry }) => ({
    ...entry,
    reference: referenceType !== null && referenceId !== null ? { type: referenceType, id: referenceId } : null,
  }));
}

export interface LedgerVerification {
  transactions: number;
  accounts: number;
  /** Empty when every invariant of DESIGN.md "Money" holds. */
  violations: string[];
}

/** Checks the ledger's invariants in SQL, so it can be pointed at any database, production included. */
export async function verifyLedger(executor: Executor): Promise<LedgerVerification> {
  const violations: string[] = [];
  for (const row of await repo.transactionsNotSummingToZero(executor)) {
    violations.push(`transaction ${row.transactionId}: ${row.currency} entries sum to ${row.sum}, not 0`);
  }
  for (const row of await repo.transactionsWithFewerThanTwoEntries(executor)) {
    violations.push(`transaction ${row.transactionId}: ${row.entries} ${row.entries === 1 ? 'entry' : 'entries'}, at least 2 needed`);
  }
  for (const row of await repo.accountsWhoseBalanceIsNotTheirEntries(executor)) {
    violations.push(`account ${row.accountId}: balance ${row.balance} but its entries sum to ${row.entriesSum}`);
  }
  for (const row of await repo.negativePlayerAccounts(executor)) {
    violations.push(`account ${row.accountId}: player balance ${row.balance} is negative`);
  }
  for (const row of await repo.entriesInAnotherCurrencyThanTheirAccount(executor)) {
    violations.push(
      `entry ${row.entryId} of transaction ${row.transactionId}: currency ${row.entryCurrency} but account ${row.accountId} is in ${row.accountCurrency}`,
    );
  }
  return { transactions: await repo.countTransactions(executor), accounts: await repo.countAccounts(executor), violations };
}

function assertBalanced(legs: PostingLeg[]): void {
  if (legs.length < 2) throw new UnbalancedTransaction(`a transaction needs at least 2 legs, got ${legs.length}`);
  const sumPerCurrency = new Map<string, bigint>();
  for (const { account, amount } of legs) {
    if (amount === 0n) throw new UnbalancedTransaction(`a leg on ${account.currency} ${account.purpose} moves nothing`);
    sumPerCurrency.set(account.currency, (sumPerCurrency.get(account.currency) ?? 0n) + amount);
  }
  for (const [currency, sum] of sumPerCurrency) {
    if (sum !== 0n) throw new UnbalancedTransaction(`${currency} legs sum to ${sum}, not 0`);
  }
}

function keyOfRef(account: AccountRef): AccountKey {
  return {
    ownerType: account.owner.type,
    // PostgreSQL returns uuids in lower case; the key must match the stored row.
    ownerId: account.owner.type === 'player' ? account.owner.playerId.toLowerCase() : null,
    currency: account.currency,
    purpose: account.purpose,
  };
}

const mapKeyOf = (key: AccountKey) => JSON.stringify([key.ownerType, key.ownerId, key.currency, key.purpose]);

/** Accounts by map key; missing ones are created, in a fixed order so concurrent creators cannot deadlock. */
async function getOrCreateAccounts(executor: Executor, refs: AccountRef[]): Promise<Map<string, LedgerAccountRow>> {
  const keys = new Map(refs.map((ref) => [mapKeyOf(keyOfRef(ref)), keyOfRef(ref)]));
  const inCreationOrder = [...keys.keys()].sort().map((mapKey) => keys.get(mapKey)!);
  await repo.insertMissingAccounts(
    executor,
    inCreationOrder.map((key) => ({ ...key, allowNegative: key.ownerType === 'house' })),
  );
  const rows = await repo.findAccounts(executor, inCreationOrder);
  return new Map(rows.map((row) => [mapKeyOf(row), row]));
}

/** A leg's account may appear twice; its balance moves once, by the net amount. */
function netDeltaPerAccountInIdOrder(legs: StoredLeg[]): Array<[number, bigint]> {
  const deltas = new Map<number, bigint>();
  for (const { accountId, amount } of legs) deltas.set(accountId, (deltas.get(accountId) ?? 0n) + amount);
  return [...deltas].sort(([a], [b]) => a - b);
}

async function replay(executor: Executor, idempotencyKey: string, legs: StoredLeg[]): Promise<PostingResult> {
  const transactionId = await repo.findTransactionIdByKey(executor, idempotencyKey);
  if (transactionId === undefined) throw new Error(`idempotency key ${idempotencyKey} conflicted but is not visible`);
  const stored = await repo.legsOfTransaction(executor, transactionId);
  if (!sameLegs(stored, legs)) throw new IdempotencyConflict(messages.payment.duplicateOperation);
  const accounts = await repo.findAccountsByIds(executor, [...new Set(legs.map((leg) => leg.accountId))]);
  return { transactionId, replayed: true, balances: accounts.map(toAccountBalance) };
}

/** Order-insensitive: the same amounts on the same accounts. */
function sameLegs(first: StoredLeg[], second: StoredLeg[]): boolean {
  const canonical = (legs: StoredLeg[]) =>
    legs
      .map((leg) => `${leg.accountId}:${leg.amount}`)
      .sort()
      .join(',');
  return canonical(first) === canonical(second);
}

function toAccountBalance(row: LedgerAccountRow): AccountBalance {
  return {
    accountId: row.id,
    // A CHECK constraint guarantees owner_id is set exactly for player accounts.
    owner: row.ownerType === 'player' ? { type: 'player', playerId: row.ownerId! } : { type: 'house' },
    currency: row.currency,
    purpose: row.purpose,
    balance: row.balance,
  };
}
