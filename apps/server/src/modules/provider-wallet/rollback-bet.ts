import type { WalletRollbackRequest } from '@lodestar/contracts';
import { eurCentsOf } from '../currencies/index.ts';
import { houseGameAccountOf, postTransaction } from '../ledger/index.ts';
import { providerWalletRepo as repo } from './repo.ts';
import {
  assertBetOfRound,
  assertReplayOf,
  fundedBetOf,
  ledgerKeyOf,
  loyaltyStakeOf,
  MOVED,
  NOTHING_MOVED,
  roundReferenceOf,
  WalletRefusal,
  type CallOutcome,
  type WalletCallContext,
  lockPlayerOfCall,
} from './wallet-call.ts';

/**
 * Reverses a bet, exactly once, whatever the order of the bet, the rollback and their retries. The bet's id is claimed
 * first by inserting a tombstone under it: when the bet is unknown the tombstone stays and the bet is refused if it
 * ever comes; when the bet is being taken right now the insert waits for it and then finds it, and refunds it. A bet
 * whose round already paid a win is not reversed (RS_ERROR_BET_ALREADY_SETTLED): the provider must not take back a
 * stake it has settled.
 */
export async function rollbackBet(context: WalletCallContext, call: WalletRollbackRequest): Promise<CallOutcome> {
  const { tx, provider, session } = context;
  await lockPlayerOfCall(context);
  const known = await repo.findForUpdate(tx, provider, call.transaction_uuid);
  if (known) {
    assertReplayOf(known, { kind: 'rollback', amount: 0n, round: call.round, reference: call.reference_transaction_uuid });
    return NOTHING_MOVED;
  }
  const claim = await repo.insertOnce(tx, {
    provider,
    transactionUuid: call.reference_transaction_uuid,
    kind: 'bet',
    playerId: session.playerId,
    gameId: session.gameId,
    roundId: call.round,
    currency: session.currency,
    amount: 0n,
    rolledBackAt: new Date(),
  });
  const bet = claim.row;
  if (!claim.inserted) assertBetOfRound(bet, context, call.round);
  const refund = !claim.inserted && !bet.rolledBackAt;
  if (refund && (await repo.roundTotals(tx, { provider, playerId: session.playerId, gameId: session.gameId, roundId: call.round })).wins > 0) {
    throw new WalletRefusal('RS_ERROR_BET_ALREADY_SETTLED');
  }
  const recorded = await repo.insertOnce(tx, {
    provider,
    transactionUuid: call.transaction_uuid,
    kind: 'rollback',
    referenceTransactionUuid: call.reference_transaction_uuid,
    playerId: session.playerId,
    gameId: session.gameId,
    roundId: call.round,
    currency: session.currency,
    amount: 0n,
  });
  if (!recorded.inserted)
    assertReplayOf(recorded.row, { kind: 'rollback', amount: 0n, round: call.round, reference: call.reference_transaction_uuid });
  // A bet already reversed (by a rollback under another id) or never taken moves nothing.
  if (!refund || !(await repo.markRolledBack(tx, provider, bet.transactionUuid)) || bet.amount === 0n) return NOTHING_MOVED;
  const currency = await context.currencies.get(bet.currency);
  if (!bet.freeSpin) await context.responsibleGambling.uncountStake(tx, bet.playerId, eurCentsOf(bet.amount, currency), bet.createdAt);
  const idempotencyKey = ledgerKeyOf(provider, call.transaction_uuid);
  // The stake goes back the way it came (cash, bonus, or the house's bonus cost), its wagering and free spin with it.
  const routing = await context.promotions.routeReturn(tx, fundedBetOf(bet, context), bet.amount, 'rollback', idempotencyKey);
  // The whole stake returns from the house game account, on the shard of the bet's player (the bet's own shard): a
  // jackpot contribution stays in the pool, at the house's cost.
  await postTransaction(tx, {
    idempotencyKey,
    kind: 'rollback',
    reference: roundReferenceOf(provider, call.round),
    legs: [{ account: houseGameAccountOf(bet.currency, bet.playerId), amount: -bet.amount }, ...routing.credits],
  });
  await routing.afterPosting();
  if (!bet.freeSpin) await context.loyalty.uncountStake(tx, loyaltyStakeOf(context, currency, bet));
  return MOVED;
}
