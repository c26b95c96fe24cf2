import { profileMessages } from '@lodestar/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { InvalidToken } from '../../platform/domain-errors.ts';
import type { SignedLinks } from '../../platform/signed-links.ts';
import { profileRepo } from './repo.ts';

const UNSUBSCRIBE_PURPOSE = 'unsubscribe';
/** A link in an old mail keeps working for a year (CAN-SPAM asks for at least 30 days). */
export const UNSUBSCRIBE_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export interface MarketingConsentDeps {
  db: Database;
  links: SignedLinks;
  publicUrl: string;
  now: () => Date;
}

/**
 * Marketing consent ends with a time-out or self-exclusion, in the transaction that starts it (UKGC: no marketing to
 * a customer on a break, and a self-excluded one is removed from marketing lists); the player may give it again after.
 */
export const withdrawMarketingConsent = (executor: Executor, playerId: string): Promise<void> => profileRepo.withdrawEmailConsent(executor, playerId);

/** The player's consent to marketing email: the profile toggle and the signed link of every marketing mail. */
export function createMarketingConsent({ db, links, publicUrl, now }: MarketingConsentDeps) {
  return {
    async setReceiveEmail(playerId: string, receiveEmailPromo: boolean): Promise<{ receiveEmailPromo: boolean }> {
      await profileRepo.upsert(db, playerId, { receiveEmailPromo });
      return { receiveEmailPromo };
    },

    /** The link a marketing mail carries (see withUnsubscribeLink in platform/mailer.ts); it opens the web's /unsubscribe page. */
    unsubscribeUrl(playerId: string): string {
      const token = links.sign(UNSUBSCRIBE_PURPOSE, playerId, new Date(now().getTime() + UNSUBSCRIBE_LINK_TTL_MS));
      return `${publicUrl}/unsubscribe/${encodeURIComponent(token)}`;
    },

    /** Idempotent: a second click of the same link answers the same. */
    async unsubscribe(token: string): Promise<void> {
      const verified = links.verify(UNSUBSCRIBE_PURPOSE, token, now());
      if (typeof verified === 'string') throw new InvalidToken(profileMessages.unsubscribeLinkInvalid);
      await profileRepo.withdrawEmailConsent(db, verified.subject);
    },
  };
}

export type MarketingConsent = ReturnType<typeof createMarketingConsent>;
