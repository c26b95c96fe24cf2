import type { BalanceEvent, FundEntry } from '@lodestar/contracts';

/** What a round did to one wallet, counted in the smallest digit its balance strings show. */
interface WalletChange {
  balance: bigint;
  bonusBalance: bigint;
  decimals: number;
}
type FundsChange = ReadonlyMap<string, WalletChange>;

/**
 * What the site keeps back from the player while a game frame plays: the plays the frame started and has not
 * shown yet, and per round the change of the balances it caused. Everything else (a deposit, a cashout, a round
 * played in another tab) shows at once. Pure: the store in held-balances.ts keeps one of these.
 */
export interface RoundHold {
  openPlays: ReadonlySet<string>;
  hidden: ReadonlyMap<string, FundsChange>;
  /** Rounds the frame has shown: a balance event of theirs that comes late shows at once. */
  shownRounds: readonly string[];
  /** The previous event of the stream: a round's change is the difference to it. */
  lastStreamed: readonly FundEntry[] | undefined;
}

export const emptyHold: RoundHold = { openPlays: new Set(), hidden: new Map(), shownRounds: [], lastStreamed: undefined };

const REMEMBERED_SHOWN_ROUNDS = 50;

function scaled(amount: string): { units: bigint; decimals: number } {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match) return { units: 0n, decimals: 0 };
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, decimals: fraction.length };
}

function formatScaled(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

function changeBetween(before: readonly FundEntry[], after: readonly FundEntry[]): FundsChange {
  const change = new Map<string, WalletChange>();
  for (const fund of after) {
    const previous = before.find((entry) => entry.currency === fund.currency);
    if (!previous) continue;
    const balance = scaled(fund.balance);
    change.set(fund.currency, {
      balance: balance.units - scaled(previous.balance).units,
      bonusBalance: scaled(fund.bonusBalance).units - scaled(previous.bonusBalance).units,
      decimals: balance.decimals,
    });
  }
  return change;
}

function addChanges(left: FundsChange | undefined, right: FundsChange): FundsChange {
  const sum = new Map(left);
  for (const [currency, change] of right) {
    const earlier = sum.get(currency);
    sum.set(
      currency,
      earlier ? { ...change, balance: earlier.balance + change.balance, bonusBalance: earlier.bonusBalance + change.bonusBalance } : change,
    );
  }
  return sum;
}

export function playStarted(hold: RoundHold, playId: string): RoundHold {
  return { ...hold, openPlays: new Set(hold.openPlays).add(playId) };
}

/** The frame showed a play (or gave up waiting for it): its round's change shows, and all of them once no play is open. */
export function playEnded(hold: RoundHold, playId: string, roundId?: string): RoundHold {
  const openPlays = new Set(hold.openPlays);
  openPlays.delete(playId);
  const hidden = new Map(hold.hidden);
  if (roundId !== undefined) hidden.delete(roundId);
  const shownRounds = roundId === undefined ? hold.shownRounds : [roundId, ...hold.shownRounds].slice(0, REMEMBERED_SHOWN_ROUNDS);
  return { ...hold, openPlays, hidden: openPlays.size === 0 ? new Map() : hidden, shownRounds };
}

/** A balance event of the live stream: a round's change is held while the frame is playing and has not shown it. */
export function balanceStreamed(hold: RoundHold, event: BalanceEvent): RoundHold {
  const { round } = event;
  const held = round !== undefined && hold.lastStreamed !== undefined && hold.openPlays.size > 0 && !hold.shownRounds.includes(round);
  if (!held) return { ...hold, lastStreamed: event.funds };
  const hidden = new Map(hold.hidden).set(round, addChanges(hold.hidden.get(round), changeBetween(hold.lastStreamed!, event.funds)));
  return { ...hold, hidden, lastStreamed: event.funds };
}

function hiddenChangeOf(hold: RoundHold, currency: string): WalletChange | undefined {
  let total: WalletChange | undefined;
  for (const change of hold.hidden.values()) {
    const part = change.get(currency);
    if (part) total = total ? { ...part, balance: total.balance + part.balance, bonusBalance: total.bonusBalance + part.bonusBalance } : part;
  }
  return total;
}

/** An amount of a wallet as the player may see it now: without the change of rounds the game has not shown yet. */
export function shownAmount(hold: RoundHold, currency: string, field: 'balance' | 'bonusBalance', amount: string): string {
  const change = hiddenChangeOf(hold, currency);
  if (!change || change[field] === 0n) return amount;
  const actual = scaled(amount);
  if (actual.decimals !== change.decimals) return amount;
  return formatScaled(actual.units - change[field], actual.decimals);
}

export function shownFunds(hold: RoundHold, funds: FundEntry[]): FundEntry[] {
  if (hold.hidden.size === 0) return funds;
  return funds.map((fund) => ({
    ...fund,
    balance: shownAmount(hold, fund.currency, 'balance', fund.balance),
    bonusBalance: shownAmount(hold, fund.currency, 'bonusBalance', fund.bonusBalance),
  }));
}
