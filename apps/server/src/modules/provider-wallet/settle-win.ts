import type { WalletWinRequest } from '@lodestar/contracts';
import { inOneFlight } from '../../db/flight.ts';
import { eurCentsOf } from '../currencies/index.ts';
import { houseGameAccountOf, postTransaction } from '../ledger/index.ts';
import { jackpotPayoutIn, jackpotPayoutLegs, poolToPay } from './jackpot-postings.ts';
import { providerWalletRepo as repo, type ProviderTransactionRow } from './repo.ts';
import type { WinRow } from './win-set-repo.ts';
import {
  assertBetOfRound,
  assertReplayOf,
  fundedBetOf,
  ledgerKeyOf,
  followedBy,
  movedBy,
  NOTHING_MOVED,
  roundReferenceOf,
  WalletRefusal,
  type CallOutcome,
  type WalletCallContext,
  lockPlayerOfCall,
} from './wallet-call.ts';

/** The catalogue's multiplier has four decimals: the cap is computed on integers, never on floats. */
const MULTIPLIER_SCALE = 10_000n;
const scaledMultiplier = (maxMultiplier: string) => BigInt(Math.round(Number(maxMultiplier) * Number(MULTIPLIER_SCALE)));

/** What a win's first statement found: its round's rows and totals, locked, and the win's row if it wrote it. */
export type OpenedWin = Awaited<ReturnType<typeof repo.findManyForUpdateWithTotals>>;

/**
 * A win's first statement: its round read under lock, the win's row written with it when its amount is known (a
 * jackpot's amount is the pool's). It waits on no answer of the call's earlier steps, so a play call sends it in the
 * last flight of the bet before it (service.ts).
 */
export async function openWin(context: WalletCallContext, call: WalletWinRequest): Promise<OpenedWin> {
  const { tx, provider, session } = context;
  if (call.currency !== session.currency) throw new WalletRefusal('RS_ERROR_WRONG_CURRENCY');
  await lockPlayerOfCall(context);
  return repo.findManyForUpdateWithTotals(
    tx,
    { provider, playerId: session.playerId, gameId: session.gameId, roundId: call.round },
    { win: call.transaction_uuid, bet: call.reference_transaction_uuid },
    call.jackpot ? undefined : winRowOf(context, call, BigInt(call.amount)),
  );
}

/**
 * Pays a win of a bet. The bet must be this round's, not rolled back, and the round's wins together may not exceed the
 * game's maximum multiplier times what the round staked; a jackpot is paid once a round, on jackpot games only.
 * `opened`: the win's first statement (openWin), when the call has sent it already; `countedWithStake`: the win was
 * counted against the player's losses with its bet's stake (place-bet.ts WinAfterBet).
 */
export async function settleWin(
  context: WalletCallContext,
  call: WalletWinRequest,
  opened: Promise<OpenedWin> = openWin(context, call),
  countedWithStake = false,
): Promise<CallOutcome> {
  const { tx, provider, session } = context;
  const round = { provider, playerId: session.playerId, gameId: session.gameId, roundId: call.round };
  const jackpot = call.jackpot ?? false;
  const amount = BigInt(call.amount);
  const { found, totals, recorded } = await opened;
  const known = found.get(call.transaction_uuid);
  if (known) {
    assertReplayOf(known, { kind: 'win', round: call.round, reference: call.reference_transaction_uuid, jackpot, ...(jackpot ? {} : { amount }) });
    return { moved: false, ...(jackpot ? { jackpotAmount: known.amount } : {}) };
  }
  const bet = found.get(call.reference_transaction_uuid);
  assertBetOfRound(bet, context, call.round);
  if (bet.rolledBackAt) throw new WalletRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');

  if (jackpot) {
    if (!context.rules.hasJackpot) throw new WalletRefusal('RS_ERROR_INVALID_GAME');
    if (totals.jackpots > 0) {
      context.warn({ ...round, transaction: call.transaction_uuid }, 'provider wallet refused a second jackpot in one round');
      throw new WalletRefusal('RS_ERROR_WIN_LIMIT_EXCEEDED');
    }
    return payJackpot(context, call, bet);
  }
  const cap = (totals.staked * scaledMultiplier(context.rules.maxMultiplier)) / MULTIPLIER_SCALE;
  if (totals.won + amount > cap) {
    context.warn(
      {
        ...round,
        transaction: call.transaction_uuid,
        amount: amount.toString(),
        alreadyWon: totals.won.toString(),
        staked: totals.staked.toString(),
        maxMultiplier: context.rules.maxMultiplier,
      },
      'provider wallet refused a win above the game maximum',
    );
    throw new WalletRefusal('RS_ERROR_WIN_LIMIT_EXCEEDED');
  }
  // Not written by the read: its id was claimed meanwhile by a transaction the read could not see.
  if (!recorded && !(await recordWin(context, call, amount)).inserted) return NOTHING_MOVED;
  const idempotencyKey = ledgerKeyOf(provider, call.transaction_uuid);
  // Even a win of 0 settles its round: the last free spin's round unlocks what the spins won.
  const routing = await context.promotions.routeReturn(tx, fundedBetOf(bet, context), amount, 'win', idempotencyKey);
  let outcome = NOTHING_MOVED;
  if (amount > 0n) {
    const currency = await context.currencies.get(session.currency);
    // A free spin's win is the house's money until its wagering is met: no loss limit counts it. Counted in the
    // posting's flight, unless counted with its stake.
    const [, posted] = await inOneFlight(tx, [
      async () =>
        bet.freeSpin || countedWithStake || (await context.responsibleGambling.countWin(tx, session.playerId, eurCentsOf(amount, currency))),
      () =>
        postTransaction(tx, {
          idempotencyKey,
          kind: 'win',
          reference: roundReferenceOf(provider, call.round),
          legs: [{ account: houseGameAccountOf(session.currency, session.playerId), amount: -amount }, ...routing.credits],
        }),
    ] as const);
    outcome = movedBy(posted, context);
  }
  return followedBy(outcome, await routing.afterPosting());
}

/**
 * Pays the whole progressive pool to the player, converted into the session's currency at the current rate, and
 * refills the pool from the house. Payouts are serialised by a lock so two hits cannot both pay the same pool; a
 * contribution committing meanwhile simply stays in the refilled pool.
 */
async function payJackpot(context: WalletCallContext, call: WalletWinRequest, bet: ProviderTransactionRow): Promise<CallOutcome> {
  const { tx, provider, session } = context;
  await repo.lockJackpotPool(tx);
  const pool = await poolToPay(tx);
  const currency = await context.currencies.get(session.currency);
  const payout = jackpotPayoutIn(currency, pool.eurCents);
  const recorded = await recordWin(context, call, payout);
  if (!recorded.inserted) return { moved: false, jackpotAmount: recorded.row.amount };
  const idempotencyKey = ledgerKeyOf(provider, call.transaction_uuid);
  const routing = await context.promotions.routeReturn(tx, fundedBetOf(bet, context), payout, 'win', idempotencyKey);
  if (!bet.freeSpin) await context.responsibleGambling.countWin(tx, session.playerId, eurCentsOf(payout, currency));
  const posted = await postTransaction(tx, {
    idempotencyKey,
    kind: 'jackpot-win',
    reference: roundReferenceOf(provider, call.round),
    metadata: { poolEurCents: pool.eurCents.toString(), eurRate: currency.eurRate },
    legs: jackpotPayoutLegs(currency, session.playerId, routing.credits, pool, payout),
  });
  return followedBy({ ...movedBy(posted, context), jackpotAmount: payout }, await routing.afterPosting());
}

/** The row of a win paying `amount`. */
const winRowOf = ({ provider, session }: WalletCallContext, call: WalletWinRequest, amount: bigint): WinRow => ({
  provider,
  transactionUuid: call.transaction_uuid,
  kind: 'win',
  referenceTransactionUuid: call.reference_transaction_uuid,
  playerId: session.playerId,
  gameId: session.gameId,
  roundId: call.round,
  currency: session.currency,
  amount,
  roundClosed: call.round_closed,
  jackpot: call.jackpot ?? false,
});

/**
 * Writes the win's row under its transaction id. When the same id raced in under another player's lock, only a true
 * replay of it is answered as done (not inserted), anything else is a duplicate.
 */
async function recordWin(context: WalletCallContext, call: WalletWinRequest, amount: bigint) {
  const jackpot = call.jackpot ?? false;
  const recorded = await repo.insertOnce(context.tx, winRowOf(context, call, amount));
  if (!recorded.inserted) {
    assertReplayOf(recorded.row, {
      kind: 'win',
      round: call.round,
      reference: call.reference_transaction_uuid,
      jackpot,
      ...(jackpot ? {} : { amount }),
    });
  }
  return recorded;
}
