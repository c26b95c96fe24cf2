import { sql } from 'drizzle-orm';
import { openDatabase, type Executor } from '../db/client.ts';
import { movementsRepo } from '../modules/ledger/movements-repo.ts';
import { ledgerRepo } from '../modules/ledger/repo.ts';
import { chainScanRepo, type ChainTransactionRow } from '../modules/payments/chain-scan-repo.ts';
import { paymentsRepo } from '../modules/payments/repo.ts';
import { providerWalletRepo } from '../modules/provider-wallet/repo.ts';
import { providerRoundsRepo } from '../modules/provider-wallet/rounds-repo.ts';
import { openWinSet } from '../modules/provider-wallet/win-set-repo.ts';

/**
 * The SQL that the money repositories send, committed under src/queries/*.sql so that a change to a money query
 * shows in review as SQL (`npm run queries:generate` writes them; queries.test.ts fails when they drift). Each
 * method runs on an empty embedded database with foreign keys off, with fixed arguments; a method whose statements
 * depend on the data (insert, then read on a conflict) runs twice so both paths are seen.
 */
type Call = [method: string, run: (db: Executor) => Promise<unknown>];

const PLAYER = '00000000-0000-4000-8000-000000000001';
const PAYMENT = '00000000-0000-4000-8000-000000000002';
const BLOCK_HASH = `0x${'cd'.repeat(32)}`;
const CHAIN_TRANSACTION: ChainTransactionRow = {
  id: PAYMENT,
  currency: 'ETH',
  txHash: `0x${'ab'.repeat(32)}`,
  outputIndex: 0,
  address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  amount: 1000n,
  confirmations: 1,
  status: 'confirming',
  blockNumber: 7n,
  blockHash: BLOCK_HASH,
  paymentId: null,
  firstSeenAt: new Date(0),
  creditedAt: null,
};
const HOUSE_GAME = { ownerType: 'house', ownerId: null, currency: 'EUR', purpose: 'house-game', shard: 3 } as const;
const PLAYER_CASH = { ownerType: 'player', ownerId: PLAYER, currency: 'EUR', purpose: 'cash', shard: 0 } as const;
const ROUND = { provider: 'lodestar-originals', playerId: PLAYER, roundId: 'round-1' };
const BET = {
  provider: 'lodestar-originals',
  transactionUuid: 'bet-1',
  kind: 'bet',
  playerId: PLAYER,
  gameId: 'lodestar:dice',
  roundId: 'round-1',
  currency: 'EUR',
  amount: 100n,
} as const;
const DEPOSIT = {
  id: PAYMENT,
  playerId: PLAYER,
  kind: 'deposit',
  method: 'ikajo',
  currency: 'EUR',
  amount: 3000n,
  eurRate: '1',
  amountEurCents: 3000n,
  status: 'PENDING',
} as const;
const POSTING = {
  idempotencyKey: 'key-1',
  kind: 'bet',
  referenceType: 'round',
  referenceId: 'lodestar-originals:round-1',
  metadata: null,
  accounts: [HOUSE_GAME, PLAYER_CASH],
  legs: [
    { account: 1, amount: -100n },
    { account: 0, amount: 100n },
  ],
  guarded: true,
};
const JANUARY = new Date('2026-01-01T00:00:00Z');
const FEBRUARY = new Date('2026-02-01T00:00:00Z');
const MOVEMENTS_FILTER = { playerId: PLAYER, from: JANUARY, to: FEBRUARY, kinds: { anyOf: ['deposit'], orNoneOf: ['deposit', 'bet'] } };
const ROUNDS_FILTER = { playerId: PLAYER, start: JANUARY, end: FEBRUARY, gameIds: ['lodestar:dice'] };

const ledger: Call[] = [
  [
    'insertMissingAccounts',
    (db) =>
      ledgerRepo.insertMissingAccounts(db, [
        { ...HOUSE_GAME, allowNegative: true },
        { ...PLAYER_CASH, allowNegative: false },
      ]),
  ],
  ['findAccount', (db) => ledgerRepo.findAccount(db, PLAYER_CASH)],
  ['balancesAfter', (db) => ledgerRepo.balancesAfter(db, PLAYER, 'cash', [{ currency: 'EUR', at: '2026-01-01T00:00:00.000001Z' }])],
  ['findAccountsOfPlayer', (db) => ledgerRepo.findAccountsOfPlayer(db, PLAYER)],
  ['houseShardBalances', (db) => ledgerRepo.houseShardBalances(db, 'EUR', 'jackpot')],
  ['post', (db) => ledgerRepo.post(db, POSTING)],
  ['legsOfTransaction', (db) => ledgerRepo.legsOfTransaction(db, 1)],
  ['entriesOfPlayer', (db) => ledgerRepo.entriesOfPlayer(db, { playerId: PLAYER, currency: 'EUR', from: JANUARY, to: FEBRUARY, limit: 50 })],
  ['countTransactions', (db) => ledgerRepo.countTransactions(db)],
  ['countAccounts', (db) => ledgerRepo.countAccounts(db)],
  ['transactionsNotSummingToZero', (db) => ledgerRepo.transactionsNotSummingToZero(db)],
  ['transactionsWithFewerThanTwoEntries', (db) => ledgerRepo.transactionsWithFewerThanTwoEntries(db)],
  ['accountsWhoseBalanceIsNotTheirEntries', (db) => ledgerRepo.accountsWhoseBalanceIsNotTheirEntries(db)],
  ['negativePlayerAccounts', (db) => ledgerRepo.negativePlayerAccounts(db)],
  ['entriesInAnotherCurrencyThanTheirAccount', (db) => ledgerRepo.entriesInAnotherCurrencyThanTheirAccount(db)],
  ['movements: movementsOfPlayer', (db) => movementsRepo.movementsOfPlayer(db, MOVEMENTS_FILTER, { limit: 20, offset: 20 })],
  [
    'movements: movementsOfPlayer (next batch)',
    (db) => movementsRepo.movementsOfPlayer(db, MOVEMENTS_FILTER, { limit: 500, beforeTransactionId: 42 }),
  ],
  ['movements: countMovementsOfPlayer', (db) => movementsRepo.countMovementsOfPlayer(db, MOVEMENTS_FILTER)],
  [
    'movements: movementTotalsOfPlayer',
    (db) => movementsRepo.movementTotalsOfPlayer(db, { playerId: PLAYER, from: JANUARY, kinds: { anyOf: ['bet', 'win'] } }),
  ],
];

const providerWallet: Call[] = [
  ['insertOnce (new, then known)', async (db) => [await providerWalletRepo.insertOnce(db, BET), await providerWalletRepo.insertOnce(db, BET)]],
  ['insertOnce (taking a lock first)', (db) => providerWalletRepo.insertOnce(db, { ...BET, transactionUuid: 'bet-2' }, 'a-lock')],
  ['findForUpdate', (db) => providerWalletRepo.findForUpdate(db, 'lodestar-originals', 'bet-1')],
  [
    'findManyForUpdateWithTotals',
    (db) => providerWalletRepo.findManyForUpdateWithTotals(db, { ...ROUND, gameId: 'lodestar:dice' }, { win: 'win-1', bet: 'bet-1' }),
  ],
  [
    "openWinSet (a batch's wins, opened together)",
    (db) =>
      openWinSet(db, [
        {
          betUuid: 'bet-1',
          recording: { ...BET, transactionUuid: 'win-1', kind: 'win', referenceTransactionUuid: 'bet-1', amount: 250n, jackpot: false },
        },
        {
          betUuid: 'bet-2',
          recording: {
            ...BET,
            playerId: PAYMENT,
            transactionUuid: 'win-2',
            kind: 'win',
            referenceTransactionUuid: 'bet-2',
            amount: 0n,
            jackpot: false,
          },
        },
      ]),
  ],
  ['roundTotals', (db) => providerWalletRepo.roundTotals(db, { ...ROUND, gameId: 'lodestar:dice' })],
  ['lockJackpotPool', (db) => providerWalletRepo.lockJackpotPool(db)],
  [
    'recordSplit',
    (db) => providerWalletRepo.recordSplit(db, 'lodestar-originals', 'bet-1', { bonusAmount: 40n, freeSpin: false, playerPromotionId: null }),
  ],
  ['markRolledBack', (db) => providerWalletRepo.markRolledBack(db, 'lodestar-originals', 'bet-1')],
  ['rounds: betCountsSince', (db) => providerRoundsRepo.betCountsSince(db, JANUARY)],
  ['rounds: profitableRoundsSince', (db) => providerRoundsRepo.profitableRoundsSince(db, JANUARY, 20)],
  ['rounds: roundsPage', (db) => providerRoundsRepo.roundsPage(db, ROUNDS_FILTER, { limit: 7, offset: 0 })],
  ['rounds: countRounds', (db) => providerRoundsRepo.countRounds(db, ROUNDS_FILTER)],
  ['rounds: gamesPlayedAmong', (db) => providerRoundsRepo.gamesPlayedAmong(db, PLAYER, ['lodestar:dice', 'lodestar:limbo'])],
];

const payments: Call[] = [
  ['insertPayment', (db) => paymentsRepo.insertPayment(db, DEPOSIT)],
  ['findPayment', (db) => paymentsRepo.findPayment(db, PAYMENT)],
  ['setProviderReference', (db) => paymentsRepo.setProviderReference(db, PAYMENT, 'gateway-ref')],
  ['transition', (db) => paymentsRepo.transition(db, PAYMENT, ['PENDING', 'APPROVED'], 'COMPLETED', { completed: true })],
  [
    'listForPlayer',
    (db) =>
      paymentsRepo.listForPlayer(db, {
        playerId: PLAYER,
        kind: 'deposit',
        currencies: ['EUR', 'USD'],
        from: JANUARY,
        to: FEBRUARY,
        hiddenStatuses: ['EXPIRED'],
      }),
  ],
  ['expireStaleDeposits', (db) => paymentsRepo.expireStaleDeposits(db, 1440)],
  ['completedDeposits', (db) => paymentsRepo.completedDeposits(db, PLAYER)],
  ['withdrawalsWithStatus', (db) => paymentsRepo.withdrawalsWithStatus(db, ['PENDING'])],
  ['findDepositAddress', (db) => paymentsRepo.findDepositAddress(db, PLAYER, 'BTC')],
  ['findAddressOwner', (db) => paymentsRepo.findAddressOwner(db, 'BTC', 'bc1qexample')],
  ['nextDerivationIndex', (db) => paymentsRepo.nextDerivationIndex(db)],
  [
    'insertDepositAddress',
    (db) => paymentsRepo.insertDepositAddress(db, { playerId: PLAYER, currency: 'BTC', address: 'bc1qexample', derivationIndex: 1 }),
  ],
  [
    'upsertChainTransaction',
    (db) =>
      paymentsRepo.upsertChainTransaction(db, {
        currency: 'BTC',
        txHash: 'ab'.repeat(32),
        outputIndex: 0,
        address: 'bc1qexample',
        amount: 1000n,
        confirmations: 1,
      }),
  ],
  ['markChainTransactionCredited', (db) => paymentsRepo.markChainTransactionCredited(db, CHAIN_TRANSACTION, PAYMENT, 'credited')],
  ['markChainTransactionTooSmall', (db) => paymentsRepo.markChainTransactionTooSmall(db, PAYMENT)],
  ['recentScannedBlocks', (db) => chainScanRepo.recentScannedBlocks(db, 'ETH', 128)],
  ['insertScannedBlock', (db) => chainScanRepo.insertScannedBlock(db, 'ETH', 7n, BLOCK_HASH)],
  ['forgetScannedBlocksAbove', (db) => chainScanRepo.forgetScannedBlocksAbove(db, 'ETH', 7n)],
  ['pruneScannedBlocksBelow', (db) => chainScanRepo.pruneScannedBlocksBelow(db, 'ETH', 7n)],
  ['depositAddressesAmong', (db) => chainScanRepo.depositAddressesAmong(db, 'ETH', [CHAIN_TRANSACTION.address])],
  ['recordSighting', (db) => chainScanRepo.recordSighting(db, { ...CHAIN_TRANSACTION, blockNumber: 7n, blockHash: BLOCK_HASH })],
  ['confirmingInBlocks', (db) => chainScanRepo.confirmingInBlocks(db, ['ETH', 'USDT'])],
  ['updateConfirmations', (db) => chainScanRepo.updateConfirmations(db, CHAIN_TRANSACTION, 3)],
  ['markDropped', (db) => chainScanRepo.markDropped(db, CHAIN_TRANSACTION)],
];

export const querySnapshotFiles: Record<string, { repository: string; calls: Call[] }> = {
  'ledger.sql': { repository: 'modules/ledger/repo.ts and movements-repo.ts', calls: ledger },
  'provider-wallet.sql': { repository: 'modules/provider-wallet/repo.ts and rounds-repo.ts', calls: providerWallet },
  'payments.sql': { repository: 'modules/payments/repo.ts and chain-scan-repo.ts', calls: payments },
};

/** The text of every snapshot file, by file name. */
export async function renderQuerySnapshots(): Promise<Record<string, string>> {
  let captured: string[] = [];
  const database = await openDatabase({ logQuery: (query) => captured.push(query) });
  try {
    // The fixed arguments name rows that do not exist: foreign keys would stop a statement before its sibling runs.
    await database.db.execute(sql`SET session_replication_role = replica`);
    const files: Record<string, string> = {};
    for (const [file, { repository, calls }] of Object.entries(querySnapshotFiles)) {
      const sections = [`-- Generated by \`npm run queries:generate\` from apps/server/src/${repository}: do not edit by hand.`];
      for (const [method, run] of calls) {
        captured = [];
        // A statement may fail on the empty database (a missing row read with `!`): the SQL it sent is what counts.
        await run(database.db).catch(() => undefined);
        if (captured.length === 0) throw new Error(`${file}: ${method} sent no SQL, so its query would be missing from review`);
        sections.push(`-- ${method}\n${captured.map((query) => `${query};`).join('\n')}`);
      }
      files[file] = `${sections.join('\n\n')}\n`;
    }
    return files;
  } finally {
    await database.close();
  }
}
