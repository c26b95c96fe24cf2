import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
    });
    expect(config.BLOCKED_EMAIL_DOMAINS).toHaveLength(2);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses lists and flags', () => {
    const config = loadConfig({ RESTRICTED_COUNTRIES: 'us, fr', TRUST_PROXY: 'true', BLOCKED_EMAIL_DOMAINS: 'A.test', NODE_ENV: 'production', PAYMENTS_WEBHOOK_SECRET: 'a-production-secret', STUDIO_WALLET_SECRET: 'another-production-secret' });
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
});
