import type { Currency, RoundResponse, StudioRound, StudioSession } from '@lodestar/contracts';
import { formatMinorUnits } from '@lodestar/contracts/schema-free';

export type AmountFormatter = (minor: bigint | string) => string;

/** Minor units → '1.50 EUR', '0.00170000 BTC', in the currency's own decimals and display code. */
export function amountFormatter(currency: Pick<Currency, 'subunits_to_unit' | 'displayCode'>): AmountFormatter {
  return (minor) => `${formatMinorUnits(BigInt(minor), currency.subunits_to_unit)} ${currency.displayCode}`;
}

/** The net position with a sign a player cannot misread: '+0.50 EUR', '−1.20 EUR' (a true minus), '0.00 EUR'. */
export function formatNetPosition(netMinor: string, format: AmountFormatter): string {
  const net = BigInt(netMinor);
  if (net === 0n) return format(0n);
  return `${net < 0n ? '\u2212' : '+'}${format(net < 0n ? -net : net)}`;
}

/** Time played since the session started: '0:07', '12:04', '1:02:09'; never negative. */
export function formatElapsed(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * The session after a round's answer: its balance and net position, the nonce the next round will use, and
 * the round to resume while it is still open.
 */
export function sessionAfterRound(session: StudioSession, answer: RoundResponse): StudioSession {
  const { round, ...balance } = answer;
  const sameSeedPair = round.fairness.serverSeedHash === session.fairness.serverSeedHash;
  const nonce = sameSeedPair ? Math.max(session.fairness.nonce, round.fairness.nonce + 1) : session.fairness.nonce;
  return { ...session, ...balance, fairness: { ...session.fairness, nonce }, openRound: round.status === 'open' ? round : null };
}

/**
 * An answer as it reads while the wins of some rounds are not shown yet (the ball still falls, the reels still
 * turn): the stakes taken, their payouts and any jackpot not yet.
 */
export function answerWithholding(answer: RoundResponse, heldRounds: Iterable<StudioRound>): RoundResponse {
  let withheld = 0n;
  for (const round of heldRounds) withheld += BigInt(round.payout) + BigInt(round.jackpotWin ?? '0');
  return {
    ...answer,
    balance: (BigInt(answer.balance) - withheld).toString(),
    netPosition: (BigInt(answer.netPosition) - withheld).toString(),
  };
}

/** A round's answer as it reads before its own win is shown. */
export const answerBeforeWin = (answer: RoundResponse): RoundResponse => answerWithholding(answer, [answer.round]);
