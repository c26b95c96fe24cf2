import { z } from 'zod';
import { blackjackActionSchema, minesActionSchema, studioGameKindOf, studioParamsByGame, type PlayerFairnessRound } from '@lodestar/contracts';
import { studioGameFor, studioLaunchIds, type ReplayInput, type StudioAction, type StudioOutcome } from '@lodestar/games';

/** The Originals the verifier can replay, in lobby order. */
export const verifierGames = studioLaunchIds.map((launchId) => ({ launchId, name: studioGameFor(launchId)!.name }));

/** Every field as the inputs hold it (text); only the ones the chosen game takes are read. */
export interface VerifierValues {
  launchId: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** Minor units. */
  stake: string;
  /** The hash shown before play, to check the revealed seed against; optional. */
  serverSeedHash: string;
  target: string;
  direction: string;
  rows: string;
  risk: string;
  /** '3, 7, 12' */
  picks: string;
  mineCount: string;
  /** The roulette bets as JSON, as the round stored them. */
  bets: string;
  /** 'hit, stand' or 'reveal 12, reveal 7, cashout'. */
  actions: string;
}

export const emptyVerifierValues: VerifierValues = {
  launchId: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  stake: '100',
  serverSeedHash: '',
  target: '50',
  direction: 'over',
  rows: '16',
  risk: 'medium',
  picks: '',
  mineCount: '3',
  bets: '',
  actions: '',
};

/** The fields each game kind shows besides seeds, nonce and stake. */
export const paramFieldsByKind = {
  slot: [],
  roulette: ['bets'],
  blackjack: ['actions'],
  dice: ['target', 'direction'],
  limbo: ['target'],
  plinko: ['rows', 'risk'],
  mines: ['mineCount', 'actions'],
  keno: ['picks', 'risk'],
} as const satisfies Record<string, readonly (keyof VerifierValues)[]>;

const numberOrText = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

function paramsOf(kind: keyof typeof paramFieldsByKind, values: VerifierValues): Record<string, unknown> {
  switch (kind) {
    case 'roulette': {
      try {
        return { bets: JSON.parse(values.bets) as unknown };
      } catch {
        return { bets: values.bets };
      }
    }
    case 'dice':
      return { target: numberOrText(values.target), direction: values.direction };
    case 'limbo':
      return { target: numberOrText(values.target) };
    case 'plinko':
      return { rows: numberOrText(values.rows), risk: values.risk };
    case 'mines':
      return { mineCount: numberOrText(values.mineCount) };
    case 'keno':
      return {
        picks: values.picks
          .split(/[\s,]+/)
          .filter(Boolean)
          .map(numberOrText),
        risk: values.risk,
      };
    default:
      return {};
  }
}

/** 'reveal 12, cashout' → [{ action: 'reveal', tile: 12 }, { action: 'cashout' }]; null when a part is not an action. */
export function parseActions(text: string, kind: 'blackjack' | 'mines'): StudioAction[] | null {
  const schema = kind === 'blackjack' ? blackjackActionSchema : minesActionSchema;
  const actions: StudioAction[] = [];
  for (const part of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [action, tile, ...rest] = part.split(/\s+/);
    const parsed = schema.safeParse(tile === undefined ? { action } : { action, tile: Number(tile) });
    // The blackjack schema would drop a stray tile rather than refuse it.
    if (!parsed.success || rest.length > 0 || (tile !== undefined && !('tile' in parsed.data))) return null;
    actions.push(parsed.data);
  }
  return actions;
}

export function formatActions(actions: readonly StudioAction[]): string {
  return actions.map(({ action, tile }) => (tile === undefined ? action : `${action} ${tile}`)).join(', ');
}

const ACTION_HELP = {
  blackjack: 'Actions are hit, stand, double, split, insurance and no-insurance, separated by commas',
  mines: 'Actions are "reveal" and a tile 0–24, or "cashout", separated by commas',
};

/**
 * The verifier's form: the text fields checked with the contract's own parameter schemas, then turned into the input of
 * replayStudioRound. The engine itself refuses what the server would have refused (a 99 % dice chance, a split not on
 * the layout), and the form shows that message.
 */
export const verifierFormSchema = z.custom<VerifierValues>().transform((values, context): { replay: ReplayInput; serverSeedHash: string } => {
  const fail = (path: keyof VerifierValues, message: string) => {
    context.addIssue({ code: 'custom', path: [path], message });
    return z.NEVER;
  };
  const kind = studioGameKindOf(values.launchId);
  if (!kind || !studioGameFor(values.launchId)) return fail('launchId', 'Choose a game');
  if (!values.serverSeed.trim()) fail('serverSeed', 'Enter the server seed (revealed when the seed pair is rotated)');
  if (!values.clientSeed.trim()) fail('clientSeed', 'Enter the client seed');
  if (!/^\d{1,9}$/.test(values.nonce.trim())) fail('nonce', 'The nonce is a whole number from 0');
  if (kind !== 'roulette' && !/^[1-9]\d{0,29}$/.test(values.stake.trim())) fail('stake', 'The stake is a whole number of minor units, above 0');

  const params = studioParamsByGame[kind].safeParse(paramsOf(kind, values));
  if (!params.success) {
    for (const issue of params.error.issues) {
      const field = paramFieldsByKind[kind].find((name) => name === issue.path[0]) ?? 'launchId';
      const message = field === 'bets' ? `Roulette bets as JSON, e.g. [{"type":"red","stake":"100"}]: ${issue.message}` : issue.message;
      fail(field, message);
    }
  }
  let actions: StudioAction[] = [];
  if (kind === 'blackjack' || kind === 'mines') {
    const parsed = parseActions(values.actions, kind);
    if (parsed) actions = parsed;
    else fail('actions', ACTION_HELP[kind]);
  }
  if (!params.success) return z.NEVER;
  return {
    replay: {
      launchId: values.launchId,
      fairness: { serverSeed: values.serverSeed.trim(), clientSeed: values.clientSeed.trim(), nonce: Number(values.nonce) },
      params: params.data,
      stake: /^\d{1,30}$/.test(values.stake.trim()) ? BigInt(values.stake.trim()) : 0n,
      actions,
    },
    serverSeedHash: values.serverSeedHash.trim().toLowerCase(),
  };
});

export type VerifierRequest = z.output<typeof verifierFormSchema>;

/**
 * The decisions of a recorded blackjack or mines round, read back from its view (the round stores no action list). The
 * order of play is fixed by the rules: insurance first, then each hand in turn, so the cards on a hand tell how many hits
 * it took, and a finished hand below 21 that was not doubled was stood. Replaying them from the seeds then shows whether
 * the cards were the ones the seeds deal.
 */
export function actionsOfOutcome(outcome: StudioOutcome): StudioAction[] {
  if (outcome.kind === 'mines') {
    const reveals = [...outcome.revealed, ...(outcome.hitMine === null ? [] : [outcome.hitMine])].map((tile) => ({ action: 'reveal', tile }));
    const allSafeFound = outcome.revealed.length === 25 - outcome.mineCount;
    return outcome.status === 'cashed-out' && !allSafeFound ? [...reveals, { action: 'cashout' }] : reveals;
  }
  if (outcome.kind !== 'blackjack') return [];
  const actions: StudioAction[] = [];
  if (outcome.insurance === 'taken') actions.push({ action: 'insurance' });
  if (outcome.insurance === 'declined') actions.push({ action: 'no-insurance' });
  // A dealer blackjack ends the round at the peek, before any decision.
  if (outcome.settlement?.dealer.blackjack) return actions;
  const split = outcome.hands.length === 2;
  if (split) actions.push({ action: 'split' });
  for (const hand of outcome.hands) {
    // Split aces get their one card by themselves.
    if (split && hand.cards[0]!.rank === 'A') continue;
    if (hand.doubled) {
      actions.push({ action: 'double' });
      continue;
    }
    for (let card = 2; card < hand.cards.length; card++) actions.push({ action: 'hit' });
    // A hand reaching 21 or more stands by itself; any other finished hand was stood.
    if (hand.finished && hand.total < 21) actions.push({ action: 'stand' });
  }
  return actions;
}

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The verifier's fields for one of the player's recorded rounds, so that "Verify" recomputes it as it was played. */
export function verifierValuesOfRound(round: PlayerFairnessRound): VerifierValues {
  const outcome = round.outcome as StudioOutcome;
  const { params, fairness } = round;
  return {
    ...emptyVerifierValues,
    launchId: round.launchId,
    serverSeed: fairness.serverSeed ?? '',
    clientSeed: fairness.clientSeed,
    nonce: String(fairness.nonce),
    serverSeedHash: fairness.serverSeedHash,
    // The recorded stake includes doubles and splits; the round opened with the hand's own stake.
    stake: outcome?.kind === 'blackjack' ? outcome.stake : round.stake,
    target: textOf(params.target) || emptyVerifierValues.target,
    direction: textOf(params.direction) || emptyVerifierValues.direction,
    rows: textOf(params.rows) || emptyVerifierValues.rows,
    risk: textOf(params.risk) || emptyVerifierValues.risk,
    picks: Array.isArray(params.picks) ? params.picks.join(', ') : '',
    mineCount: textOf(params.mineCount) || emptyVerifierValues.mineCount,
    bets: params.bets === undefined ? '' : JSON.stringify(params.bets),
    actions: outcome && typeof outcome === 'object' ? formatActions(actionsOfOutcome(outcome)) : '',
  };
}
