// The ledger module's public face: every balance change of another module goes through these functions.
export {
  balanceOf,
  balancesOf,
  cashBalancesAfter,
  entriesOf,
  postTransaction,
  postTransactionInOwnTransaction,
  UnbalancedTransaction,
  verifyLedger,
  type AccountRef,
  type PostingLeg,
} from './service.ts';
