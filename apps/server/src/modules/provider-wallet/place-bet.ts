import type { WalletBetRequest } from '@lodestar/contracts';
import {
  AccountCoolingOff,
  AccountLocked,
  DomainError,
  InvalidBet,
  LimitReached,
  SelfExcluded,
  StakeOutOfLimits,
} from '../../platform/domain-errors.ts';
import { eurCentsOf } from '../currencies/index.ts';
import { inOneFlight, settled } from '../../db/flight.ts';
import { postTransaction } from '../ledger/index.ts';
import { betLegs } from './jackpot-postings.ts';
import { providerWalletRepo as repo } from './repo.ts';
import {
  assertReplayOf,
  ClaimedWithChecks,
  ledgerKeyOf,
  lockPlayerOfCall,
  loyaltyStakeOf,
  followedBy,
  movedBy,
  NOTHING_MOVED,
  roundReferenceOf,
  WalletRefusal,
  type CallOutcome,
  type StakeFunding,
  type StakeSplit,
  type WalletCallContext,
} from './wallet-call.ts';

/**
 * Takes a stake, from cash first and then the bonus of the player's active promotion, or from the house for a free
 * spin (DESIGN.md "Bonuses"); the promotion's wagering moves in the same transaction. The transaction id is claimed
 * by inserting its row: a rollback that came before left a tombstone there (the bet is refused), and one racing this
 * bet waits for it on the same row. A bet taken as new (claimWithChecks) is claimed with its posting, once checked and
 * funded; any other first. `win`: the win that follows in a play call, if any (WinAfterBet).
 */
export async function placeBet(context: WalletCallContext, call: WalletBetRequest, win?: WinAfterBet): Promise<CallOutcome> {
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
  // The player's lock (lockPlayerOfCall) is taken by the statement that claims the transaction id, before it does,
  // unless the call holds it already. `split`: how the stake is paid, written with the row when it is not all cash.
  const claim = (split?: StakeSplit) =>
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
        ...(split && splitToWrite(split) ? split : {}),
      },
      context.responsibleGambling.playerLockOf(tx, playerId),
    );
  // Every new bet, even one on a launch token issued before a time-out or lock. A free spin is the house's money:
  // refused to a player who may not gamble, but counted by no limit.
  const gamblingCheck = () =>
    (free
      ? context.responsibleGambling.assertMayGamble(playerId, tx)
      : context.responsibleGambling.chargeStake(tx, playerId, eurCentsOf(amount, currency), win ? eurCentsOf(win.amount, currency) : 0n).then(() => {
          if (win) win.counted = true;
        })
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
  // The posting, then the wagering and the points, in one flight after `first` (the claim, or the split's write), in
  // that order on the database: every bet locks its ledger accounts before the loyalty rows (rollbacks do the same). A
  // free spin is the house's money: it earns no points or rakeback.
  const postStake = async (funding: StakeFunding, first: () => Promise<unknown>): Promise<CallOutcome> => {
    const [, posted, followUpPosted] = await inOneFlight(tx, [
      first,
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
      async () => win?.open(),
    ] as const);
    const outcome = movedBy(posted, context);
    return followedBy({ ...outcome, bonusAfter: outcome.bonusAfter ?? funding.bonusAfter }, followUpPosted);
  };

  if (context.claimWithChecks && !context.expired) return placeClaimingLast(context, { claim, gamblingCheck, fund, postStake });
  const { row, inserted } = await claim();
  if (!inserted) {
    if (row.rolledBackAt) throw new WalletRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
    // A replay is answered even on an expired token: it describes a bet that was taken while the token lived.
    assertReplayOf(row, { kind: 'bet', amount, round: call.round, jackpotContribution, freeSpin: free });
    return NOTHING_MOVED;
  }
  if (context.expired) throw new WalletRefusal('RS_ERROR_TOKEN_EXPIRED');
  // The checks and the funding in one flight: neither waits on the other's answer.
  const [, funding] = await inOneFlight(tx, [gamblingCheck, fund] as const);
  if (!funding) return NOTHING_MOVED;
  // The row was inserted above with the split of a stake paid all in cash: only another split needs writing.
  return postStake(funding, async () => splitToWrite(funding.split) && (await repo.recordSplit(tx, provider, call.transaction_uuid, funding.split)));
}

/** A bet's steps, bound to its call: what placeBet's two orders share. */
interface BetSteps {
  claim: (split?: StakeSplit) => Promise<{ inserted: boolean }>;
  gamblingCheck: () => Promise<unknown>;
  fund: () => Promise<StakeFunding | undefined>;
  postStake: (funding: StakeFunding, first: () => Promise<unknown>) => Promise<CallOutcome>;
}

/**
 * A bet taken as new: the checks and the funding first, after the player's lock (a batch holds it already), in one
 * flight; the claim then goes in the posting's flight with the split in its row, so no statement writes the split
 * afterwards (issue 16). A replay is thrown (ClaimedWithChecks) before any refusal, as when the claim runs first.
 */
async function placeClaimingLast(context: WalletCallContext, { claim, gamblingCheck, fund, postStake }: BetSteps): Promise<CallOutcome> {
  const [, checked, funded] = await inOneFlight(context.tx, [
    () => lockPlayerOfCall(context),
    () => settled(gamblingCheck()),
    () => settled(fund()),
  ] as const);
  const failure = [checked, funded].find((outcome) => outcome.status === 'rejected')?.reason as unknown;
  // A failure of the database has ended the transaction: no claim can follow.
  if (failure !== undefined && !isRefusal(failure)) throw failure;
  const funding = failure === undefined ? valueOrThrow(funded) : undefined;
  if (!funding) {
    // A refusal or a bet of nothing: the claim, alone, tells a replay.
    if (!(await claim()).inserted) throw new ClaimedWithChecks();
    if (failure !== undefined) throw failure;
    return NOTHING_MOVED;
  }
  let claimed: Promise<{ inserted: boolean }> | undefined;
  const posted = await settled(postStake(funding, () => (claimed = claim(funding.split))));
  if (!(await claimed!).inserted) throw new ClaimedWithChecks();
  return valueOrThrow(posted);
}

/** Whether a split differs from the row's defaults (a stake paid all in cash, for no promotion). */
const splitToWrite = (split: StakeSplit): boolean => split.bonusAmount !== 0n || split.freeSpin || split.playerPromotionId !== null;

/** A refusal the call answers with a status (a limit, a promotion's rule, too little money), not a failure. */
const isRefusal = (error: unknown): boolean => error instanceof WalletRefusal || error instanceof DomainError;

/**
 * The win of a play call's instant round, right after its bet. `open`: its first statement, which waits on no answer of
 * the bet's: sent in the bet's last flight after the bet's own statements (it must come after the bet's row and split
 * are written, since the win is routed by the split it reads; inOneFlight keeps the steps' order). `amount`: what it
 * pays, counted against the player's losses with the stake, in the one statement of the stake's checks; `counted`
 * tells the win it was (settleWin), so the player's day is written once a spin.
 */
export interface WinAfterBet {
  open: () => Promise<unknown>;
  amount: bigint;
  counted: boolean;
}

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
