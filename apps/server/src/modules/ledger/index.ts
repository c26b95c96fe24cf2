// The ledger module's public face: every balance change of another module goes through these functions.
export {
  balanceOf,
  balancesAfter,
  balancesByPurpose,
  balancesOf,
  entriesOf,
  houseBalanceOf,
  houseGameAccountOf,
  houseGameShardOf,
  houseShardBalances,
  lockHouseAccounts,
  lockPlayerAccounts,
  playersWithAccountsHeld,
  openHouseAccounts,
  postTransaction,
  postTransactionInOwnTransaction,
  sumOfBalances,
  UnbalancedTransaction,
  verifyLedger,
  type AccountRef,
  type PostingLeg,
  type PostingResult,
} from './service.ts';
// A balance read inside another module's statement: the bet path's promotion read takes the stake's funds with it.
export { playerBalanceSql } from './repo.ts';
// The recorded runs of verifyLedger (back office and `npm run ledger:verify`).
export { lastLedgerCheck, runLedgerCheck, type LedgerCheck } from './ledger-checks.ts';
// Read models of a player's movements (statement, reality check).
export {
  countMovementsOfPlayer,
  movementsOfPlayer,
  movementTotalsOfPlayer,
  type MovementPage,
  type PlayerMovement,
  type PlayerMovementFilter,
} from './movements.ts';
// Read model of the back office's daily reports.
export { dailyLedgerSums, type DailyLedgerSums } from './daily-sums.ts';
