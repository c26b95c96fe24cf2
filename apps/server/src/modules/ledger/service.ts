import { messages } from '@lodestar/contracts';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { IdempotencyConflict, InsufficientFunds } from '../../platform/domain-errors.ts';
import { createTurnSets } from '../../db/turn-sets.ts';
import { postSet } from './post-set-repo.ts';
import { ledgerRepo as repo, type AccountKey, type PostedAccount, type PostingCall, type PostingCallOutcome, type StoredLeg } from './repo.ts';
import { HOUSE_GAME_SHARDS, type AccountPurpose, type HouseAccountPurpose, type PlayerAccountPurpose, type ShardedHousePurpose } from './schema.ts';

export type AccountOwner = { type: 'player'; playerId: string } | { type: 'house' };

/**
 * Names an account; it is created on first use. Players and the house each have their own purposes; a sharded house
 * account is named with its shard (houseGameAccountOf).
 */
export type AccountRef =
  | { owner: { type: 'player'; playerId: string }; currency: string; purpose: PlayerAccountPurpose }
  | { owner: { type: 'house' }; currency: string; purpose: Exclude<HouseAccountPurpose, ShardedHousePurpose> }
  | { owner: { type: 'house' }; currency: string; purpose: ShardedHousePurpose; shard: number };

/**
 * The house-game shard of a player (see HOUSE_GAME_SHARDS): a hash of the id (32-bit FNV-1a), so every posting of one
 * player, a bet and its win or rollback alike, lands on the same shard and two players rarely share one.
 */
export function houseGameShardOf(playerId: string): number {
  let hash = 0x811c9dc5;
  for (const char of playerId.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return (hash >>> 0) % HOUSE_GAME_SHARDS;
}

/** The house's side of a player's play in one currency: the house-game account on the player's shard. */
export function houseGameAccountOf(currency: string, playerId: string): AccountRef {
  return { owner: { type: 'house' }, currency, purpose: 'house-game', shard: houseGameShardOf(playerId) };
}

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
 * The most postings one set-based statement takes: no fewer than the play calls of a wallet batch
 * (provider-wallet/wallet-batches.ts), each of which posts once at each step, or those past the cap would each be
 * posted by a statement of their own.
 */
const MAX_POSTINGS_A_SET = 128;

/** A player's account: one that may not go negative, whose check depends on the postings before on it. */
const mapKeysOfPlayerAccounts = (call: PostingCall) => call.accounts.filter((key) => key.ownerType === 'player').map(mapKeyOf);

/**
 * Postings made on one connection in one turn (the members of a batched wallet transaction, each at the same step),
 * posted by one statement (turn-sets.ts, post-set-repo.ts): under `npm run bench` the database's CPU a spin fell from
 * 1.09 to 0.94 ms (issue 16). A posting joins the set unless it shares its key or a player's account with one already
 * in: those go after the set, each as ledger_post, as does any posting the set left for ledger_post.
 */
const postings = createTurnSets<PostingCall, PostingCallOutcome>({
  alone: (tx, call) => repo.post(tx, call),
  together: postSet,
  fits: (set, call) => {
    if (set.length >= MAX_POSTINGS_A_SET) return false;
    const playerAccounts = new Set(mapKeysOfPlayerAccounts(call));
    return set.every(
      (member) => member.idempotencyKey !== call.idempotencyKey && !mapKeysOfPlayerAccounts(member).some((key) => playerAccounts.has(key)),
    );
  },
});

/**
 * The only writer of balances, in one statement (the database function of migration 0023). A posting that debits a
 * player's account may be refused (InsufficientFunds): its work then runs in a block on the server that the refusal
 * undoes whole, so a caller that catches the refusal and goes on still commits nothing of it. Any other posting (a
 * win, a deposit: only the house, which may go negative, is debited) cannot be refused and is spared the block.
 */
export async function postTransaction(tx: Transaction, posting: Posting): Promise<PostingResult> {
  assertBalanced(posting.legs);
  const keys = new Map(posting.legs.map(({ account }) => [mapKeyOf(keyOfRef(account)), keyOfRef(account)]));
  // Created in a fixed order, so concurrent creators cannot deadlock.
  const mapKeysInCreationOrder = [...keys.keys()].sort();
  const positionOf = new Map(mapKeysInCreationOrder.map((mapKey, position) => [mapKey, position]));
  const posted = await postings(tx, {
    idempotencyKey: posting.idempotencyKey,
    kind: posting.kind,
    referenceType: posting.reference?.type ?? null,
    referenceId: posting.reference?.id ?? null,
    metadata: posting.metadata ?? null,
    accounts: mapKeysInCreationOrder.map((mapKey) => keys.get(mapKey)!),
    legs: posting.legs.map((leg) => ({ account: positionOf.get(mapKeyOf(keyOfRef(leg.account)))!, amount: leg.amount })),
    guarded: debitsAPlayer(posting.legs),
  });
  if (posted.outcome === 'insufficient') throw new InsufficientFunds(messages.payment.notEnoughMoney);
  const balances = posted.accounts.map(toAccountBalance);
  if (posted.outcome === 'posted') return { transactionId: posted.transactionId, replayed: false, balances };
  const accountIdOf = new Map(posted.accounts.map((account) => [mapKeyOf(account), account.id]));
  const legs = posting.legs.map((leg) => ({ accountId: accountIdOf.get(mapKeyOf(keyOfRef(leg.account)))!, amount: leg.amount }));
  const stored = await repo.legsOfTransaction(tx, posted.transactionId);
  if (!sameLegs(stored, legs)) throw new IdempotencyConflict(messages.payment.duplicateOperation);
  return { transactionId: posted.transactionId, replayed: true, balances };
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

/**
 * The house accounts every currency's money paths use, in the order their ids must have. One DB transaction may post
 * twice (a bet, then the rakeback it accrued) and so lock house-game before bonus-cost, while a single posting that
 * touches both (a free spin) locks them in id order: house-game needs the lower id, or the two could deadlock.
 * Created on first use, the accounts of one posting get ids in name order (bonus-cost first), so they are opened here.
 * Every house-game shard comes first (migration 0025 gives the shards it adds ids below every account).
 */
const HOUSE_ACCOUNTS_IN_LOCK_ORDER: HouseAccountPurpose[] = ['house-game', 'bonus-cost', 'payments-clearing', 'fx'];

/**
 * Opens the house accounts of each currency in lock order, house-game's shards in shard order, one statement per
 * currency (the rows get their ids in the order listed); safe at every start (an existing account stays).
 */
export async function openHouseAccounts(db: Database, currencies: readonly string[]): Promise<void> {
  for (const currency of currencies) {
    const keys = HOUSE_ACCOUNTS_IN_LOCK_ORDER.flatMap((purpose) =>
      Array.from({ length: purpose === 'house-game' ? HOUSE_GAME_SHARDS : 1 }, (_, shard) => ({ currency, purpose, shard })),
    );
    await repo.insertMissingAccounts(
      db,
      keys.map((key) => ({ ownerType: 'house', ownerId: null, ...key, allowNegative: true })),
    );
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

/** What the house holds in one currency and purpose, every house-game shard summed. */
export async function houseBalanceOf(executor: Executor, currency: string, purpose: HouseAccountPurpose): Promise<bigint> {
  return repo.sumOfHouseBalances(executor, currency, purpose);
}

/**
 * Locks the house's accounts of these purposes in these currencies, every shard, in account id order: the order
 * ledger_post takes its accounts in. A transaction that will post for several players takes them first, so that it
 * never holds one shard while it waits for another that a transaction of one player holds.
 */
export async function lockHouseAccounts(tx: Transaction, currencies: string[], purposes: HouseAccountPurpose[]): Promise<void> {
  await repo.lockHouseAccounts(tx, currencies, purposes);
}

/**
 * Locks the player's accounts in this currency, every purpose, in account id order, waiting (up to the transaction's
 * lock_timeout) for a transaction that holds one: how a call that must not wait on them while holding anything else
 * waits for them first.
 */
export async function lockPlayerAccounts(tx: Transaction, playerId: string, currency: string): Promise<void> {
  await repo.lockPlayerAccounts(tx, playerId, currency);
}

/**
 * Which of these players have an account whose row another transaction holds at this moment, asked without waiting
 * (SKIP LOCKED); the rows found free are locked until `tx` ends, which the caller makes at once.
 */
export async function playersWithAccountsHeld(tx: Transaction, playerIds: string[]): Promise<Set<string>> {
  return new Set(await repo.playersWithAccountsHeld(tx, playerIds));
}

/** What each shard of a sharded house account holds in one currency, those that exist, in shard order. */
export async function houseShardBalances(
  executor: Executor,
  currency: string,
  purpose: ShardedHousePurpose,
): Promise<Array<{ shard: number; balance: bigint }>> {
  return repo.houseShardBalances(executor, currency, purpose);
}

/** What a player holds in one currency across these purposes (cash and bonus: what the games may stake), in one read. */
export async function sumOfBalances(executor: Executor, playerId: string, currency: string, purposes: PlayerAccountPurpose[]): Promise<bigint> {
  const balances: Record<string, bigint> = await repo.playerBalances(executor, playerId, currency, purposes);
  return Object.values(balances).reduce((sum, balance) => sum + balance, 0n);
}

/** A player's balance of each of these purposes in one currency, in one read; 0 for accounts never used. */
export async function balancesByPurpose<Purpose extends PlayerAccountPurpose>(
  executor: Executor,
  playerId: string,
  currency: string,
  purposes: Purpose[],
): Promise<Record<Purpose, bigint>> {
  return repo.playerBalances(executor, playerId, currency, purposes);
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
    shard: 'shard' in account ? account.shard : 0,
  };
}

const mapKeyOf = (key: AccountKey) => JSON.stringify([key.ownerType, key.ownerId, key.currency, key.purpose, key.shard]);

/** Order-insensitive: the same amounts on the same accounts. */
function sameLegs(first: StoredLeg[], second: StoredLeg[]): boolean {
  const canonical = (legs: StoredLeg[]) =>
    legs
      .map((leg) => `${leg.accountId}:${leg.amount}`)
      .sort()
      .join(',');
  return canonical(first) === canonical(second);
}

function toAccountBalance(row: PostedAccount): AccountBalance {
  return {
    accountId: row.id,
    // A CHECK constraint guarantees owner_id is set exactly for player accounts.
    owner: row.ownerType === 'player' ? { type: 'player', playerId: row.ownerId! } : { type: 'house' },
    currency: row.currency,
    purpose: row.purpose,
    balance: row.balance,
  };
}
