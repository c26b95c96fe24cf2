import { createRequire } from 'node:module';
import { z } from 'zod';
import type { EmailStatus } from '@lodestar/contracts';

const require = createRequire(import.meta.url);
/** The community-maintained list of throwaway-mail domains, updated with the npm package. */
const disposableDomains = new Set<string>(require('disposable-email-domains') as string[]);

const emailSyntax = z.email();

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailDomain(email: string): string {
  return normalizeEmail(email).split('@').pop() ?? '';
}

export function isBlockedDomain(email: string, blockedDomains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return blockedDomains.some((blocked) => domain === blocked || domain.endsWith(`.${blocked}`));
}

/** The email_status answer of registration/validate: syntax, then the operator's blocklist, then disposables. */
export function classifyEmail(email: string, blockedDomains: readonly string[]): EmailStatus {
  const normalized = normalizeEmail(email);
  if (!emailSyntax.safeParse(normalized).success) return 'INVALID';
  if (isBlockedDomain(normalized, blockedDomains)) return 'BLOCKED';
  if (disposableDomains.has(emailDomain(normalized))) return 'DISPOSABLE';
  return 'VALID';
}
