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

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

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
  TRUST_PROXY: booleanFlag,
  RESTRICTED_COUNTRIES: z
    .string()
    .default('')
    .transform((value) => splitCommaList(value).map((code) => code.toUpperCase())),
  BLOCKED_EMAIL_DOMAINS: z.string().default(DEFAULT_BLOCKED_EMAIL_DOMAINS).transform(splitCommaList),
  /** Shared secret of the payment gateways' signed webhooks (the sandbox gateway signs with it too). */
  PAYMENTS_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Secret the in-house studio signs its provider wallet calls with. */
  STUDIO_WALLET_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Bearer token of the operator API (cashout approvals); generated into DATA_DIR when unset outside production. */
  ADMIN_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Account-level extended public keys for deposit addresses; the public test mnemonic is used when unset. */
  CRYPTO_XPUB_BTC: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_LTC: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_DOG: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_ETH: z.preprocess(emptyAsUndefined, z.string().optional()),
  CRYPTO_XPUB_TRX: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** JSON rates feed ({ rates: { CODE: "eur value" } }); the seeded static table is used when unset. */
  RATES_PROVIDER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof environmentSchema>, 'PUBLIC_URL' | 'PAYMENTS_WEBHOOK_SECRET' | 'STUDIO_WALLET_SECRET'> & {
  PUBLIC_URL: string;
  PAYMENTS_WEBHOOK_SECRET: string;
  STUDIO_WALLET_SECRET: string;
  /** Development helpers (outbox page, crash page): on everywhere but production. */
  devTools: boolean;
};

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
  const production = values.NODE_ENV === 'production';
  for (const secret of ['PAYMENTS_WEBHOOK_SECRET', 'STUDIO_WALLET_SECRET'] as const) {
    if (production && !values[secret]) problems.push(`${secret} is required in production`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...values,
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    // Outside production the sandbox gateway signs its webhooks with a well-known development secret.
    PAYMENTS_WEBHOOK_SECRET: values.PAYMENTS_WEBHOOK_SECRET ?? 'development-webhook-secret',
    STUDIO_WALLET_SECRET: values.STUDIO_WALLET_SECRET ?? 'development-studio-wallet-secret',
    devTools: !production,
  };
}
