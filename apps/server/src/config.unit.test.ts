import { describe, expect, it } from 'vitest';
import { productionEnvironment } from '../test/production-environment.ts';
import { ConfigError, DEVELOPMENT_SECRETS, loadConfig } from './config.ts';

const problemsOf = (environment: Record<string, string>) => {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      RESTRICTED_COUNTRIES: [],
      LOG_LEVEL: 'info',
      devTools: true,
      sandboxPayments: true,
      DEPOSIT_PENDING_TTL_MINUTES: 1440,
      PASSWORD_HASH_MEMORY_KIB: 19_456,
      PASSWORD_HASH_PASSES: 2,
    });
    expect(config.BLOCKED_EMAIL_DOMAINS).toHaveLength(2);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses lists and flags', () => {
    const config = loadConfig({ ...productionEnvironment, RESTRICTED_COUNTRIES: 'us, fr', TRUST_PROXY: 'true', BLOCKED_EMAIL_DOMAINS: 'A.test' });
    expect(config.RESTRICTED_COUNTRIES).toEqual(['US', 'FR']);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.BLOCKED_EMAIL_DOMAINS).toEqual(['a.test']);
    expect(config.devTools).toBe(false);
  });

  it('fails listing every bad variable at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const variable of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(problems).toContain(variable);
  });

  it('needs real secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_WEBHOOK_SECRET(.|\n)*STUDIO_WALLET_SECRET/);
  });

  it('refuses half a reCAPTCHA configuration', () => {
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY/);
  });

  it('turns the sandbox payments on outside production and off in production, unless SANDBOX_PAYMENTS says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxPayments).toBe(true);
    expect(loadConfig({ SANDBOX_PAYMENTS: 'false' }).sandboxPayments).toBe(false);
    expect(loadConfig(productionEnvironment).sandboxPayments).toBe(false);
    const staging = loadConfig({ ...productionEnvironment, SANDBOX_PAYMENTS: 'true' });
    expect(staging.sandboxPayments).toBe(true);
    // The development pages never follow it into production.
    expect(staging.devTools).toBe(false);
    expect(problemsOf({ SANDBOX_PAYMENTS: 'yes' }).join()).toContain('SANDBOX_PAYMENTS');
  });

  it('starts in production with every secret, key and the public URL set', () => {
    expect(problemsOf(productionEnvironment)).toEqual([]);
    expect(loadConfig(productionEnvironment).PUBLIC_URL).toBe('https://casino.example');
  });

  it('refuses to start in production on a development secret, naming it', () => {
    const problems = problemsOf({ ...productionEnvironment, ...DEVELOPMENT_SECRETS });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^PAYMENTS_WEBHOOK_SECRET is the public development secret/);
    expect(problems[1]).toMatch(/^STUDIO_WALLET_SECRET is the public development secret/);
    expect(problems[2]).toMatch(/^EMAIL_LINK_SECRET is the public development secret/);
  });

  it('refuses to start in production without PUBLIC_URL or with any crypto account key unset, naming each', () => {
    const { PUBLIC_URL: _url, CRYPTO_XPUB_LTC: _ltc, CRYPTO_XPUB_TRX: _trx, ...rest } = productionEnvironment;
    const problems = problemsOf({ ...rest, CRYPTO_XPUB_TRX: '' });
    expect(problems).toEqual([
      expect.stringMatching(/^PUBLIC_URL is required in production/),
      expect.stringMatching(/^CRYPTO_XPUB_LTC is required in production .*test mnemonic/),
      expect.stringMatching(/^CRYPTO_XPUB_TRX is required in production .*test mnemonic/),
    ]);
  });

  it('keeps OWASP argon2id profile (19456 KiB, 2 passes) in production and refuses a cheaper password hash there, naming each', () => {
    expect(loadConfig(productionEnvironment)).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 19_456, PASSWORD_HASH_PASSES: 2 });
    const cheaper = { PASSWORD_HASH_MEMORY_KIB: '19455', PASSWORD_HASH_PASSES: '1' };
    expect(problemsOf({ ...productionEnvironment, ...cheaper })).toEqual([
      "PASSWORD_HASH_MEMORY_KIB is below 19456 (OWASP's argon2id profile); production refuses a cheaper password hash",
      "PASSWORD_HASH_PASSES is below 2 (OWASP's argon2id profile); production refuses a cheaper password hash",
    ]);
    // A dearer hash is production's choice to make.
    const dearer = loadConfig({ ...productionEnvironment, PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_PASSES: '3' });
    expect(dearer).toMatchObject({ PASSWORD_HASH_MEMORY_KIB: 65_536, PASSWORD_HASH_PASSES: 3 });
  });

  it('lowers the password hash cost outside production, down to the least argon2 accepts', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_PASSES: '1' })).toMatchObject({
      PASSWORD_HASH_MEMORY_KIB: 8,
      PASSWORD_HASH_PASSES: 1,
    });
    const problems = problemsOf({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '7', PASSWORD_HASH_PASSES: '0' }).join('\n');
    for (const variable of ['PASSWORD_HASH_MEMORY_KIB', 'PASSWORD_HASH_PASSES']) expect(problems).toContain(variable);
  });

  it('lists every production problem at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' }).join('\n');
    for (const variable of [
      'PAYMENTS_WEBHOOK_SECRET',
      'STUDIO_WALLET_SECRET',
      'EMAIL_LINK_SECRET',
      'PUBLIC_URL',
      'CRYPTO_XPUB_BTC',
      'CRYPTO_XPUB_LTC',
      'CRYPTO_XPUB_DOG',
      'CRYPTO_XPUB_ETH',
      'CRYPTO_XPUB_TRX',
    ]) {
      expect(problems).toContain(variable);
    }
  });
});
