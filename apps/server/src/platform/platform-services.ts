import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { createBackgroundTasks } from './background-tasks.ts';
import { createRecaptchaVerifier, disabledCaptcha } from './captcha.ts';
import { DomainEvents } from './domain-events.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer.ts';
import { RateLimiter, rateLimitRules, type RateLimitRules } from './rate-limiter.ts';

export function outboxDirOf(config: Config): string {
  return path.resolve(config.DATA_DIR, 'mail');
}

/** What modules use from the platform: background tasks, the mailer, the captcha verifier, the rate limiter and domain events. */
export function createPlatformServices(app: FastifyInstance, config: Config, options: { mailer?: Mailer; rateLimits?: RateLimitRules }) {
  // Registered before the database's close hook, so pending mails finish while the database is still open.
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const mailer =
    options.mailer ??
    (config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(outboxDirOf(config), config.MAIL_FROM));
  const captcha = config.RECAPTCHA_SECRET_KEY ? createRecaptchaVerifier(config.RECAPTCHA_SECRET_KEY, config.RECAPTCHA_MIN_SCORE) : disabledCaptcha;
  if (!captcha.enabled) app.log.warn('reCAPTCHA keys are not configured: captcha verification is off');
  const limiter = new RateLimiter(options.rateLimits ?? rateLimitRules);
  const events = new DomainEvents(app.log);
  return { background, mailer, captcha, limiter, events };
}
