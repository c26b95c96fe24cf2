import { z } from 'zod';
import { currencyCodes } from './constants.ts';
import { gameHistoryText } from './game-history.ts';
import { PROFILE_SERVICE } from './paths.ts';
import { isKnownTimeZone, utcDayStart } from './zoned-days.ts';

/** UKGC RTS 1: the account statement, every movement of the player's money. */
export const statementPaths = {
  page: `${PROFILE_SERVICE}/profile/statement`,
  csv: `${PROFILE_SERVICE}/profile/statement/csv`,
} as const;

/** What the player sees a movement as; the server maps each ledger kind to one of these. */
export const statementTypes = ['DEPOSIT', 'WITHDRAWAL', 'STAKE', 'WIN', 'REFUND', 'BONUS', 'ADJUSTMENT'] as const;
export type StatementType = (typeof statementTypes)[number];

export const statementTypeLabels: Record<StatementType, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  STAKE: 'Stake',
  WIN: 'Win',
  REFUND: 'Refund',
  BONUS: 'Bonus',
  ADJUSTMENT: 'Adjustment',
};

export const statementText = {
  title: 'Account statement',
  intro: 'Every movement of your money: deposits, withdrawals, stakes, wins, refunds, bonuses and adjustments.',
  empty: 'No movements in these dates',
  emptyHint: 'Try a wider range of dates or other types.',
  download: 'Download CSV',
  allTypes: 'All types',
  unknownType: 'Unknown movement type',
  columns: ['Date', 'Type', 'Description', 'Amount'],
  csvHeader: ['Date (UTC)', 'Type', 'Description', 'Reference', 'Currency', 'Amount'],
} as const;

export const STATEMENT_PAGE_SIZE = 20;
export const STATEMENT_MAX_PAGE_SIZE = 100;
/** The longest range a statement covers in one request, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const dayField = z.iso.date({ error: gameHistoryText.badDay });

/** 'DEPOSIT,WIN' (or the parameter repeated) to the types; absent or empty means every type. */
const typesField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',').filter((type) => type.trim() !== ''))
  .pipe(z.array(z.enum(statementTypes, { error: statementText.unknownType })).max(statementTypes.length));

/**
 * GET profile/statement and profile/statement/csv. from and to are days, both inclusive, in timeZone (UTC when
 * absent); the CSV ignores page and size and holds every movement of the range.
 */
export const statementQuery = z
  .object({
    from: dayField,
    to: dayField,
    types: typesField,
    size: z.coerce.number().int().min(1).max(STATEMENT_MAX_PAGE_SIZE).default(STATEMENT_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    timeZone: z.string().max(64).refine(isKnownTimeZone, gameHistoryText.unknownTimeZone).default('UTC'),
  })
  .superRefine(({ from, to }, context) => {
    if (!dayField.safeParse(from).success || !dayField.safeParse(to).success) return;
    const days = (utcDayStart(to) - utcDayStart(from)) / DAY_MS + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['to'], message: gameHistoryText.fromAfterTo });
    else if (days > STATEMENT_MAX_DAYS) context.addIssue({ code: 'custom', path: ['to'], message: gameHistoryText.rangeTooLong });
  });
export type StatementQuery = z.input<typeof statementQuery>;
export type StatementFilter = z.output<typeof statementQuery>;

export const statementMovement = z.object({
  /** The ledger transaction and currency: unique within a statement. */
  id: z.string(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  type: z.enum(statementTypes),
  description: z.string(),
  reference: z.string().nullable(),
  currency: z.enum(currencyCodes),
  /** Signed decimal string in major units: negative is money out. */
  amount: z.string(),
});
export type StatementMovement = z.infer<typeof statementMovement>;

export const statementResponse = z.object({
  movements: z.array(statementMovement),
  /** Movements matching the filters, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type StatementPage = z.infer<typeof statementResponse>;
