import type { WalletBetRequest } from '@lodestar/contracts';
import { AccountCoolingOff, AccountLocked, InvalidBet, LimitReached, SelfExcluded, StakeOutOfLimits } from '../../platform/domain-errors.ts';
import { eurCentsOf } from '../currencies/index.ts';
import { inOneFlight } from '../../db/flight.ts';
import { postTransaction } from '../ledger/index.ts';
import { betLegs } from './jackpot-postings.ts';
import { providerWalletRepo as repo } from './repo.ts';
import {
  assertReplayOf,
  ClaimedWithChecks,
  ledgerKeyOf,
  loyaltyStakeOf,
  followedBy,
  movedBy,
  NOTHING_MOVED,
  roundReferenceOf,
  WalletRefusal,
  type CallOutcome,
  type WalletCallContext,
} from './wallet-call.ts';

/**
 * Takes a stake, from cash first and then the bonus of the player's active promotion, or from the house for a free
 * spin (DESIGN.md "Bonuses"); the promotion's wagering moves in the same transaction. The transaction id is claimed
 * by inserting its row first: a rollback that came before left a tombstone there (the bet is refused), and one racing
 * this bet waits for it on the same row. `alongside`: a step of the call's next action that waits on no answer of this
 * bet's, sent in the bet's last flight after the bet's own statements (a play call's win reading its round: it must
 * come after the split's write, since the win is routed by the split it reads; inOneFlight keeps the steps' order).
 */
export async function placeBet(context: WalletCallContext, call: WalletBetRequest, alongside?: () => Promise<unknown>): Promise<CallOutcome> {
  const { tx, provider, session } = context;
  if (call.currency !== session.currency) throw new WalletRefusal('RS_ERROR_WRONG_CURRENCY');
  const amount = BigInt(call.amount);
  const jackpotContribution = BigInt(call.jackpot_contribution ?? 0);
  const free = call.is_free ?? false;
  if (jackpotContribution > 0n && !context.rules.hasJackpot) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
  const currency = await context.currencies.get(session.currency);
  const idempotencyKey = ledgerKeyOf(provider, call.transaction_uuid);
  const { playerId, gameId } = session;
  const stake = { playerId, currency: session.currency, gameId, category: context.rules.category, amount, free, trigger: idempotencyKey };
  // The player's lock (lockPlayerOfCall) is taken by the statement that claims the transaction id, before it does.
  const claim = () =>
    repo.insertOnce(
      tx,
      {
        provider,
        transactionUuid: call.transaction_uuid,
        kind: 'bet',
        playerId,
        gameId,
        roundId: call.round,
        currency: session.currency,
        amount,
        jackpotContribution,
      },
      context.responsibleGambling.playerLockOf(tx, playerId),
    );
  // Every new bet, even one on a launch token issued before a time-out or lock. A free spin is the house's money:
  // refused to a player who may not gamble, but counted by no limit.
  const gamblingCheck = () =>
    (free
      ? context.responsibleGambling.assertMayGamble(playerId, tx)
      : context.responsibleGambling.chargeStake(tx, playerId, eurCentsOf(amount, currency))
    ).catch((error: unknown) => {
      throw refusalOfGamblingCheck(error);
    });
  // Who pays the stake: a read, under the promotion's lock. A bet of nothing moves nothing.
  const fund = async () =>
    amount !== 0n || free
      ? context.promotions.fundStake(tx, stake).catch((error: unknown) => {
          throw refusalOfPromotion(error);
        })
      : undefined;

  let funding: Awaited<ReturnType<typeof fund>>;
  if (context.claimWithChecks && !context.expired) {
    // The claim, the checks and the funding in one flight, in that order on the database; the checks' refusal comes
    // before the funding's, as when they ran one after the other.
    const [claimed, checked, funded] = await inOneFlight(tx, [claim, () => settled(gamblingCheck()), () => settled(fund())] as const);
    if (!claimed.inserted) throw new ClaimedWithChecks();
    valueOrThrow(checked);
    funding = valueOrThrow(funded);
  } else {
    const { row, inserted } = await claim();
    if (!inserted) {
      if (row.rolledBackAt) throw new WalletRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      // A replay is answered even on an expired token: it describes a bet that was taken while the token lived.
      assertReplayOf(row, { kind: 'bet', amount, round: call.round, jackpotContribution, freeSpin: free });
      return NOTHING_MOVED;
    }
    if (context.expired) throw new WalletRefusal('RS_ERROR_TOKEN_EXPIRED');
    // The checks and the funding in one flight: neither waits on the other's answer.
    [, funding] = await inOneFlight(tx, [gamblingCheck, fund] as const);
  }
  if (!funding) return NOTHING_MOVED;
  // The row was inserted above with the split of a stake paid all in cash: only another split needs writing. The split,
  // the posting, then the wagering and the points, in one flight, in that order on the database: every bet locks its
  // ledger accounts before the loyalty rows (rollbacks do the same). A free spin is the house's money: it earns no
  // points or rakeback.
  const splitToWrite = funding.split.bonusAmount !== 0n || funding.split.freeSpin || funding.split.playerPromotionId !== null;
  const [, posted, followUpPosted] = await inOneFlight(tx, [
    async () => splitToWrite && (await repo.recordSplit(tx, provider, call.transaction_uuid, funding.split)),
    () =>
      postTransaction(tx, {
        idempotencyKey,
        kind: 'bet',
        reference: roundReferenceOf(provider, call.round),
        ...(jackpotContribution > 0n ? { metadata: { jackpotContribution: jackpotContribution.toString(), eurRate: currency.eurRate } } : {}),
        legs: betLegs(currency, playerId, funding.sources, jackpotContribution),
      }),
    () => funding.afterPosting(),
    async () =>
      funding.split.freeSpin ||
      (await context.loyalty.countStake(
        tx,
        loyaltyStakeOf(context, currency, { transactionUuid: call.transaction_uuid, roundId: call.round, amount }),
      )),
    async () => alongside?.(),
  ] as const);
  const outcome = movedBy(posted, context);
  return followedBy({ ...outcome, bonusAfter: outcome.bonusAfter ?? funding.bonusAfter }, followUpPosted);
}

/** A step's outcome as a value, so the claim's answer is read even when the checks that flew with it refused. */
const settled = <T>(step: Promise<T>): Promise<PromiseSettledResult<T>> =>
  step.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );

/** The value of a settled step, or its failure thrown. */
function valueOrThrow<T>(outcome: PromiseSettledResult<T>): T {
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

/** A promotion's refusal as the protocol says it: the bonus maximum is a limit, a free spin elsewhere a wrong game. */
function refusalOfPromotion(error: unknown): unknown {
  if (error instanceof StakeOutOfLimits) return new WalletRefusal('RS_ERROR_LIMIT_REACHED');
  if (error instanceof InvalidBet) return new WalletRefusal('RS_ERROR_INVALID_GAME');
  return error;
}

/** A responsible-gambling refusal as the protocol says it; any other failure stays an error, so the bet is refused. */
function refusalOfGamblingCheck(error: unknown): unknown {
  if (error instanceof LimitReached) return new WalletRefusal('RS_ERROR_LIMIT_REACHED');
  if (error instanceof SelfExcluded || error instanceof AccountCoolingOff || error instanceof AccountLocked)
    return new WalletRefusal('RS_ERROR_USER_DISABLED');
  return error;
}
