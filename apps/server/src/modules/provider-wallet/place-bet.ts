import type { WalletBetRequest } from '@lodestar/contracts';
import { AccountCoolingOff, AccountLocked, LimitReached, SelfExcluded } from '../../platform/domain-errors.ts';
import { eurCentsOf } from '../currencies/index.ts';
import { postTransaction } from '../ledger/index.ts';
import { betLegs } from './jackpot-postings.ts';
import { providerWalletRepo as repo } from './repo.ts';
import {
  assertReplayOf,
  cashOf,
  ledgerKeyOf,
  loyaltyStakeOf,
  MOVED,
  NOTHING_MOVED,
  roundReferenceOf,
  WalletRefusal,
  type CallOutcome,
  type WalletCallContext,
} from './wallet-call.ts';

/**
 * Takes a stake. The transaction id is claimed by inserting its row first: a rollback that came before left a
 * tombstone there (the bet is refused), and one racing this bet waits for it on the same row.
 */
export async function placeBet(context: WalletCallContext, call: WalletBetRequest): Promise<CallOutcome> {
  const { tx, provider, session } = context;
  if (call.currency !== session.currency) throw new WalletRefusal('RS_ERROR_WRONG_CURRENCY');
  const amount = BigInt(call.amount);
  const jackpotContribution = BigInt(call.jackpot_contribution ?? 0);
  if (jackpotContribution > 0n && !context.rules.hasJackpot) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
  await repo.lockRound(tx, { provider, playerId: session.playerId, roundId: call.round });
  const { row, inserted } = await repo.insertOnce(tx, {
    provider,
    transactionUuid: call.transaction_uuid,
    kind: 'bet',
    playerId: session.playerId,
    gameId: session.gameId,
    roundId: call.round,
    currency: session.currency,
    amount,
    jackpotContribution,
  });
  if (!inserted) {
    if (row.rolledBackAt) throw new WalletRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
    // A replay is answered even on an expired token: it describes a bet that was taken while the token lived.
    assertReplayOf(row, { kind: 'bet', amount, round: call.round, jackpotContribution });
    return NOTHING_MOVED;
  }
  if (context.expired) throw new WalletRefusal('RS_ERROR_TOKEN_EXPIRED');
  const currency = await context.currencies.get(session.currency);
  // Every new bet, even one on a launch token issued before a time-out or lock, and even a free one.
  await context.responsibleGambling.chargeStake(tx, session.playerId, eurCentsOf(amount, currency)).catch((error: unknown) => {
    throw refusalOfGamblingCheck(error);
  });
  if (amount === 0n) return NOTHING_MOVED;
  await postTransaction(tx, {
    idempotencyKey: ledgerKeyOf(provider, call.transaction_uuid),
    kind: 'bet',
    reference: roundReferenceOf(provider, call.round),
    ...(jackpotContribution > 0n ? { metadata: { jackpotContribution: jackpotContribution.toString(), eurRate: currency.eurRate } } : {}),
    legs: betLegs(currency, cashOf(session.playerId, session.currency), amount, jackpotContribution),
  });
  // After the bet's posting, so every bet locks its ledger accounts before the loyalty rows (rollbacks do the same).
  await context.loyalty.countStake(tx, loyaltyStakeOf(context, currency, { transactionUuid: call.transaction_uuid, roundId: call.round, amount }));
  return MOVED;
}

/** A responsible-gambling refusal as the protocol says it; any other failure stays an error, so the bet is refused. */
function refusalOfGamblingCheck(error: unknown): unknown {
  if (error instanceof LimitReached) return new WalletRefusal('RS_ERROR_LIMIT_REACHED');
  if (error instanceof SelfExcluded || error instanceof AccountCoolingOff || error instanceof AccountLocked)
    return new WalletRefusal('RS_ERROR_USER_DISABLED');
  return error;
}
