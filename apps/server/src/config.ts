import { z } from 'zod';

const DEFAULT_BLOCKED_EMAIL_DOMAINS = 'blocked-domain.test,banned-mail.test';

const splitCommaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => value === 'true' || value === '1');

/** A flag whose default depends on other settings: undefined when unset. */
const optionalBooleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((value) => (value === '' ? undefined : value === 'true' || value === '1'));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** OWASP's second argon2id profile (19 MiB, 2 passes, one lane): the default cost, and the least production accepts. */
export const PRODUCTION_PASSWORD_HASH_COST = { PASSWORD_HASH_MEMORY_KIB: 19_456, PASSWORD_HASH_PASSES: 2 } as const;

/** Every environment variable the server reads; README.md and .env.example list the same ones. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./.data'),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Lodestar Casino <no-reply@lodestar.casino>'),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  RECAPTCHA_SITE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  RECAPTCHA_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Google's siteverify; tests point it at a double on loopback. */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  TRUST_PROXY: booleanFlag,
  /**
   * The argon2id cost of a new password hash: memory in KiB (argon2's least is 8) and passes over it. Tests lower
   * them; production refuses less than the defaults. The ceilings catch a typo that would exhaust the server's memory.
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(8).max(1_048_576).default(PRODUCTION_PASSWORD_HASH_COST.PASSWORD_HASH_MEMORY_KIB),
  PASSWORD_HASH_PASSES: z.coerce.number().int().min(1).max(32).default(PRODUCTION_PASSWORD_HASH_COST.PASSWORD_HASH_PASSES),
  /** No loyalty programme: stakes earn no points or rakeback and the profile shows no loyalty widget (SPEC.md §2). */
  NO_LOYALTY: booleanFlag,
  /** A third-party live-chat widget that replaces the built-in chat panel (loaded after cookie consent). */
  LIVE_CHAT_SCRIPT_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https$/ }).optional()),
  /**
   * Redis shared by several server processes: rate limits and live events (balances, chat). One process needs none:
   * it keeps both in memory.
   */
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** Starts every Redis key and channel, so sites (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('lodestar:'),
  RESTRICTED_COUNTRIES: z
    .string()
    .default('')
    .transform((value) => splitCommaList(value).map((code) => code.toUpperCase())),
  BLOCKED_EMAIL_DOMAINS: z.string().default(DEFAULT_BLOCKED_EMAIL_DOMAINS).transform(splitCommaList),
  /**
   * The sandbox gateway (hosted checkout with Pay/Decline), the buy-crypto stand-in and the chain simulator.
   * On by default outside production, off in production unless set to true.
   */
  SANDBOX_PAYMENTS: optionalBooleanFlag,
  /** A pending card or e-wallet deposit older than this expires (the player left the checkout). */
  DEPOSIT_PENDING_TTL_MINUTES: z.coerce.number().int().min(5).max(43_200).default(1440),
  /** Shared secret of the payment gateways' signed webhooks (the sandbox gateway signs with it too). */
  PAYMENTS_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Secret the in-house studio signs its provider wallet calls with. */
  STUDIO_WALLET_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Signs the links in mails that act without a session (the unsubscribe link of marketing mail). */
  EMAIL_LINK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Bearer token of the operator API (cashout approvals); generated into DATA_DIR when unset outside production. */
  /** The staff API token operator commands send (an admin issues it); outside production one is generated into DATA_DIR. */
  STAFF_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Account-level extended public keys for deposit addresses; the public test mnemonic is used when unset. */
  CRYPTO_XPUB_BTC: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_LTC: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_DOG: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_ETH: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_TRX: z.preprocess(emptyAsUndefined, z.string().optional()),
  /**
   * The operator's Ethereum node (JSON-RPC over HTTP; credentials may sit in the URL). Unset, ETH and USDT deposits
   * are refused with a 503 unless the chain simulator is on.
   */
  ETH_RPC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** How long one call to the Ethereum node may take before the scan gives up and retries at its next tick. */
  ETH_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The ERC-20 contract whose Transfer events are USDT deposits; Tether's own contract on Ethereum mainnet by default. */
  USDT_ERC20_CONTRACT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'a 20-byte hex contract address')
      .default('0xdAC17F958D2ee523a2206206994597C13D831ec7')
      .transform((address) => address.toLowerCase()),
  ),
  /**
   * Blocks a deposit needs on the canonical chain before it is credited (the block it is in counts as one). Unset,
   * the currency's own setting applies: seeded at 12 for ETH and USDT, editable by staff.
   */
  CONFIRMATIONS_ETH: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  CONFIRMATIONS_USDT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  /** JSON rates feed ({ rates: { CODE: "eur value" } }); the seeded static table is used when unset. */
  RATES_PROVIDER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** An S3-compatible store for identity documents (all of endpoint, bucket and keys, or none: then DATA_DIR). */
  KYC_S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  KYC_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  KYC_S3_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  KYC_S3_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  KYC_S3_REGION: z.string().default('us-east-1'),
  /** The gambling licence the footer shows: number and authority together, or none (the footer then says test mode). */
  LICENCE_NUMBER: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
  LICENCE_AUTHORITY: z.preprocess(emptyAsUndefined, z.string().max(200).optional()),
  /** Where a player checks the licence (the regulator's register page). */
  LICENCE_VERIFICATION_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https$/ }).optional()),
  /** The regulator's seal script (it may set cookies: loaded only after cookie consent). */
  LICENCE_SEAL_SCRIPT_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https$/ }).optional()),
  /** A third-party analytics script, loaded only for visitors who accepted cookies; first-party analytics run regardless. */
  ANALYTICS_SCRIPT_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https$/ }).optional()),
  /** A YouTube video id for the tutorial modal; unset, it plays the recorded video of our own crypto deposit flow. */
  TUTORIAL_YOUTUBE_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'an 11-character YouTube video id')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<
  z.infer<typeof environmentSchema>,
  'PUBLIC_URL' | 'PAYMENTS_WEBHOOK_SECRET' | 'STUDIO_WALLET_SECRET' | 'SANDBOX_PAYMENTS' | 'EMAIL_LINK_SECRET'
> & {
  PUBLIC_URL: string;
  PAYMENTS_WEBHOOK_SECRET: string;
  STUDIO_WALLET_SECRET: string;
  EMAIL_LINK_SECRET: string;
  /** Development helpers (outbox page, crash page, generated admin token): on everywhere but production. */
  devTools: boolean;
  /** SANDBOX_PAYMENTS resolved: the sandbox gateway, its pages and the chain simulator are served. */
  sandboxPayments: boolean;
};

/** The well-known secrets used outside production when none is configured; production refuses them. */
export const DEVELOPMENT_SECRETS = {
  PAYMENTS_WEBHOOK_SECRET: 'development-webhook-secret',
  STUDIO_WALLET_SECRET: 'development-studio-wallet-secret',
  EMAIL_LINK_SECRET: 'development-email-link-secret',
} as const;

const CRYPTO_XPUB_VARIABLES = ['CRYPTO_XPUB_BTC', 'CRYPTO_XPUB_LTC', 'CRYPTO_XPUB_DOG', 'CRYPTO_XPUB_ETH', 'CRYPTO_XPUB_TRX'] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Reads the environment, failing fast with every bad variable listed at once. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (Boolean(values.RECAPTCHA_SITE_KEY) !== Boolean(values.RECAPTCHA_SECRET_KEY)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together');
  }
  const kycStoreVariables = ['KYC_S3_ENDPOINT', 'KYC_S3_BUCKET', 'KYC_S3_ACCESS_KEY', 'KYC_S3_SECRET_KEY'] as const;
  const kycStoreSet = kycStoreVariables.filter((variable) => values[variable]);
  if (kycStoreSet.length > 0 && kycStoreSet.length < kycStoreVariables.length) {
    problems.push(`${kycStoreVariables.join(', ')} must be set together (the S3 store of identity documents)`);
  }
  if (Boolean(values.LICENCE_NUMBER) !== Boolean(values.LICENCE_AUTHORITY)) {
    problems.push('LICENCE_NUMBER and LICENCE_AUTHORITY must be set together');
  }
  if ((values.LICENCE_VERIFICATION_URL || values.LICENCE_SEAL_SCRIPT_URL) && !values.LICENCE_NUMBER) {
    problems.push('LICENCE_VERIFICATION_URL and LICENCE_SEAL_SCRIPT_URL need LICENCE_NUMBER and LICENCE_AUTHORITY');
  }
  const production = values.NODE_ENV === 'production';
  if (production) {
    for (const secret of ['PAYMENTS_WEBHOOK_SECRET', 'STUDIO_WALLET_SECRET', 'EMAIL_LINK_SECRET'] as const) {
      if (!values[secret]) problems.push(`${secret} is required in production`);
      else if (values[secret] === DEVELOPMENT_SECRETS[secret])
        problems.push(`${secret} is the public development secret; set a secret of your own in production`);
    }
    if (!values.PUBLIC_URL) problems.push('PUBLIC_URL is required in production (links in mails and gateway redirects point there)');
    // Crypto deposits are always on; an unset key means addresses from the public test mnemonic, whose funds anyone can take.
    for (const variable of CRYPTO_XPUB_VARIABLES) {
      if (!values[variable]) problems.push(`${variable} is required in production (otherwise deposit addresses come from the public test mnemonic)`);
    }
    for (const variable of ['PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_PASSES'] as const) {
      const least = PRODUCTION_PASSWORD_HASH_COST[variable];
      if (values[variable] < least)
        problems.push(`${variable} is below ${least} (OWASP's argon2id profile); production refuses a cheaper password hash`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const { SANDBOX_PAYMENTS, ...rest } = values;
  return {
    ...rest,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    // Outside production the sandbox gateway signs its webhooks with a well-known development secret.
    PAYMENTS_WEBHOOK_SECRET: values.PAYMENTS_WEBHOOK_SECRET ?? DEVELOPMENT_SECRETS.PAYMENTS_WEBHOOK_SECRET,
    STUDIO_WALLET_SECRET: values.STUDIO_WALLET_SECRET ?? DEVELOPMENT_SECRETS.STUDIO_WALLET_SECRET,
    EMAIL_LINK_SECRET: values.EMAIL_LINK_SECRET ?? DEVELOPMENT_SECRETS.EMAIL_LINK_SECRET,
    devTools: !production,
    sandboxPayments: SANDBOX_PAYMENTS ?? !production,
  };
}
