import { describe, expect, it } from 'vitest';
import { apiPaths, profileMessages } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { createSignedLinks } from '../../platform/signed-links.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { profileRepo } from './repo.ts';
import { createMarketingConsent, UNSUBSCRIBE_LINK_TTL_MS } from './marketing-consent.ts';

let clock = new Date('2026-01-10T12:00:00Z');
const t = useTestApp({}, { now: () => clock });

async function consentingPlayer() {
  const player = await newPlayer(t);
  const toggle = (receiveEmailPromo: unknown) =>
    t.app.inject({ method: 'PUT', url: apiPaths.receiveEmail, headers: { cookie: player.cookie }, payload: { receiveEmailPromo } });
  expect((await toggle(true)).json()).toEqual({ receiveEmailPromo: true });
  const consent = async () =>
    (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie: player.cookie } })).json().receiveEmailPromo;
  return { ...player, toggle, consent };
}

/** The link exactly as a marketing mail would carry it, built by the module's own consent service. */
function unsubscribeLinkOf(playerId: string) {
  const links = createSignedLinks(t.config.EMAIL_LINK_SECRET);
  return createMarketingConsent({ db: t.database.db, links, publicUrl: t.config.PUBLIC_URL, now: () => clock }).unsubscribeUrl(playerId);
}

const unsubscribe = (token: string) => t.app.inject({ method: 'DELETE', url: apiPaths.unsubscribe(token) });
const tokenOf = (url: string) => decodeURIComponent(url.split('/unsubscribe/')[1]!);

describe('marketing email consent', () => {
  it('turns on and off from the profile, and refuses anything but a boolean', async () => {
    const { toggle, consent } = await consentingPlayer();
    expect(await consent()).toBe(true);
    expect((await toggle(false)).json()).toEqual({ receiveEmailPromo: false });
    expect(await consent()).toBe(false);
    expect((await toggle('yes')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: apiPaths.receiveEmail, payload: { receiveEmailPromo: true } })).statusCode).toBe(401);
  });

  it('unsubscribes from a mail’s signed link without a session, idempotently', async () => {
    const { playerId, consent } = await consentingPlayer();
    const url = unsubscribeLinkOf(playerId);
    expect(url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/unsubscribe/`));
    for (let click = 0; click < 2; click++) {
      const answer = await unsubscribe(tokenOf(url));
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe(profileMessages.unsubscribed);
    }
    expect(await consent()).toBe(false);
  });

  it('refuses a forged, tampered, other-purpose or expired link and changes nothing', async () => {
    const { playerId, consent } = await consentingPlayer();
    const other = await consentingPlayer();
    const genuine = tokenOf(unsubscribeLinkOf(playerId));
    const [, expires, signature] = genuine.split('.');
    const forgedLinks = createSignedLinks('not-the-casino-secret-at-all');
    const realLinks = createSignedLinks(t.config.EMAIL_LINK_SECRET);
    const refused = [
      forgedLinks.sign('unsubscribe', playerId, new Date(clock.getTime() + 60_000)),
      `${other.playerId}.${expires}.${signature}`,
      `${playerId}.${Number(expires) + 1}.${signature}`,
      realLinks.sign('password-reset', playerId, new Date(clock.getTime() + 60_000)),
      realLinks.sign('unsubscribe', playerId, new Date(clock.getTime() - 1000)),
      'garbage',
      `${playerId}..`,
    ];
    for (const token of refused) {
      const answer = await unsubscribe(token);
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json().message).toBe(profileMessages.unsubscribeLinkInvalid);
    }
    expect(await consent()).toBe(true);
    expect(await other.consent()).toBe(true);
  });

  it('honours a link for a year, then refuses it', async () => {
    const { playerId } = await consentingPlayer();
    // A year on, the player's session has long ended: read the consent straight from the table.
    const consent = async () => (await profileRepo.findByPlayer(t.database.db, playerId))?.receiveEmailPromo;
    const token = tokenOf(unsubscribeLinkOf(playerId));
    const issuedAt = clock;
    try {
      clock = new Date(issuedAt.getTime() + UNSUBSCRIBE_LINK_TTL_MS + 1000);
      expect((await unsubscribe(token)).statusCode).toBe(400);
      expect(await consent()).toBe(true);
      clock = new Date(issuedAt.getTime() + UNSUBSCRIBE_LINK_TTL_MS - 60_000);
      expect((await unsubscribe(token)).statusCode).toBe(200);
      expect(await consent()).toBe(false);
    } finally {
      clock = issuedAt;
    }
  });
});
