import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, promotionMessages, statementPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { balanceOf, postTransactionInOwnTransaction } from '../ledger/index.ts';
import { gatewayTestKit, depositByCard, fundsOf, markVerified, newPlayer } from '../payments/payments-test-kit.ts';
import { promotionsTestKit } from './promotions-test-kit.ts';
import { playerPromotions } from './schema.ts';

const t = useTestApp();
const kit = promotionsTestKit(t);
const gateway = gatewayTestKit(t);
const DAY_MS = 86_400_000;

const fiatWithdraw = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: apiPaths.fiatWithdraw, headers: { cookie }, payload });
const withdrawalsOf = async (cookie: string) =>
  ((await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('fiat', 'withdrawals'), headers: { cookie } })).json().items as unknown[])
    .length;
const bonusOf = async (cookie: string) => (await kit.funds(cookie)).find((fund) => fund.currency === 'EUR')!.bonusBalance;

/** A verified player who deposited 50 EUR and holds the first deposit's 125% bonus (62.50 EUR) and 125 spins. */
async function playerWithBonus() {
  const player = await newPlayer(t);
  await markVerified(t, player.playerId);
  await depositByCard(t, player.cookie, '50');
  const [grant] = await kit.grants(player.cookie);
  expect(grant).toMatchObject({ status: 'active', bonusAmount: '62.50' });
  return { ...player, grantId: grant!.id };
}

describe('cashout while a bonus is active', () => {
  it('answers 409 saying what is forfeited and holds nothing without forfeitBonus', async () => {
    const { cookie, email } = await playerWithBonus();
    const refused = await fiatWithdraw(cookie, { amount: '20', currency: 'EUR', email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BONUS_FORFEIT_REQUIRED', message: promotionMessages.withdrawalForfeits('62.50 EUR') });
    expect(await withdrawalsOf(cookie)).toBe(0);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '50.00' });
    expect(await bonusOf(cookie)).toBe('62.50');
  });

  it('forfeits the bonus and holds the cash in one transaction with forfeitBonus: true', async () => {
    const { cookie, email } = await playerWithBonus();
    const accepted = await fiatWithdraw(cookie, { amount: '20', currency: 'EUR', email, forfeitBonus: true });
    expect(accepted.statusCode).toBe(200);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });
    expect(await bonusOf(cookie)).toBe('0.00');
    expect(await kit.grants(cookie)).toEqual([expect.objectContaining({ status: 'forfeited', bonusBalance: '0.00' })]);
    expect(await withdrawalsOf(cookie)).toBe(1);
    expect((await kit.funds(cookie))[0]!.freeSpinWallet).toBeNull();
    // Nothing is active any more: the next cashout needs no confirmation.
    expect((await fiatWithdraw(cookie, { amount: '10', currency: 'EUR', email })).statusCode).toBe(200);
    expect(await kit.ledgerViolations()).toEqual([]);
  });

  it('keeps the promotion when the forfeit’s cashout fails (not enough cash): both or neither', async () => {
    const { cookie, email } = await playerWithBonus();
    const refused = await fiatWithdraw(cookie, { amount: '80', currency: 'EUR', email, forfeitBonus: true });
    expect(refused.statusCode).toBe(400);
    expect(await kit.grants(cookie)).toEqual([expect.objectContaining({ status: 'active', bonusBalance: '62.50' })]);
  });
});

describe('DELETE profile/promotion', () => {
  it('cancels the active promotion, forfeiting the bonus; a second cancel answers 409', async () => {
    const { cookie, grantId } = await playerWithBonus();
    const cancelled = await kit.cancel(cookie, grantId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().promotions).toEqual([expect.objectContaining({ id: grantId, status: 'forfeited', bonusBalance: '0.00' })]);
    expect(await bonusOf(cookie)).toBe('0.00');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '50.00' });
    const again = await kit.cancel(cookie, grantId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(promotionMessages.notActive);
    expect(await kit.ledgerViolations()).toEqual([]);
  });

  it('answers 404 for another player’s promotion and for an id that is not one', async () => {
    const owner = await playerWithBonus();
    const stranger = await newPlayer(t);
    for (const id of [owner.grantId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const answer = await kit.cancel(stranger.cookie, id);
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json().message).toBe(promotionMessages.notFound);
    }
    expect(await kit.grants(owner.cookie)).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  it('cancels once when two cancels arrive at once', async () => {
    const { cookie, grantId } = await playerWithBonus();
    const answers = await Promise.all([kit.cancel(cookie, grantId), kit.cancel(cookie, grantId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await kit.ledgerViolations()).toEqual([]);
  });
});

describe('expiry', () => {
  it('unlocks what the played free spins won as bonus to wager when the unplayed ones expire', async () => {
    const { cookie, playerId, grantId } = await playerWithBonus();
    // Two spins played and 3.00 EUR won, held on the free-spin account as a spin's win leaves it.
    await postTransactionInOwnTransaction(t.database.db, {
      idempotencyKey: `test:spin-win:${grantId}`,
      kind: 'win',
      legs: [
        { account: { owner: { type: 'house' }, currency: 'EUR', purpose: 'house-game', shard: 0 }, amount: -300n },
        { account: { owner: { type: 'player', playerId }, currency: 'EUR', purpose: 'free-spin' }, amount: 300n },
      ],
    });
    await t.database.db.update(playerPromotions).set({ freeSpinsLeft: 123, freeSpinWinnings: 300n }).where(eq(playerPromotions.id, grantId));

    await kit.serviceAt(() => new Date(Date.now() + 8 * DAY_MS)).expire();
    expect(await kit.grants(cookie)).toEqual([
      expect.objectContaining({
        status: 'active',
        bonusBalance: '65.50',
        wageringRequired: '655.00',
        freeSpins: expect.objectContaining({ left: 0, winnings: '0.00' }),
      }),
    ]);
    expect(await balanceOf(t.database.db, { owner: { type: 'player', playerId }, currency: 'EUR', purpose: 'free-spin' })).toBe(0n);
    // A second sweep unlocks nothing twice.
    await kit.serviceAt(() => new Date(Date.now() + 9 * DAY_MS)).expire();
    expect(await bonusOf(cookie)).toBe('65.50');
    expect(await kit.ledgerViolations()).toEqual([]);
  });

  it('drops free spins past their days, then forfeits the promotion past its own as expired', async () => {
    const { cookie, grantId } = await playerWithBonus();
    const sweep = (daysLater: number) => kit.serviceAt(() => new Date(Date.now() + daysLater * DAY_MS)).expire();
    expect(await sweep(1)).toEqual({ expired: 0, players: [] });

    const afterSpins = await sweep(8);
    expect(afterSpins.expired).toBe(0);
    expect(await kit.grants(cookie)).toEqual([
      expect.objectContaining({ status: 'active', bonusBalance: '62.50', freeSpins: expect.objectContaining({ total: 125, left: 0 }) }),
    ]);

    const afterBonus = await sweep(31);
    expect(afterBonus.expired).toBeGreaterThanOrEqual(1);
    expect(await kit.grants(cookie)).toEqual([expect.objectContaining({ id: grantId, status: 'expired', bonusBalance: '0.00' })]);
    expect(await bonusOf(cookie)).toBe('0.00');
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '50.00' });
    const [row] = await t.database.db.select().from(playerPromotions).where(eq(playerPromotions.id, grantId));
    expect(row!.endedAt).not.toBeNull();
    // A second sweep finds nothing more to do.
    expect((await sweep(31)).players).not.toContain(row!.playerId);
    expect(await kit.ledgerViolations()).toEqual([]);
  });
});

describe('deposits racing for a tier', () => {
  it('grants once when four qualifying deposits are credited at once', async () => {
    const { cookie } = await newPlayer(t);
    const started = await Promise.all(Array.from({ length: 4 }, () => gateway.startDeposit(cookie, { amount: '50', currency: 'EUR' })));
    const ids = started.map((response) => response.json().paymentId as string);
    const delivered = await Promise.all(ids.map((id) => gateway.signedWebhook('ems', gateway.event('payment.succeeded', id, '50.00'))));
    expect(delivered.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '200.00' });
    const grants = await kit.grants(cookie);
    // Whichever deposit was credited first is the first deposit: its tier, 125% of 50 EUR, and nothing for the others.
    expect(grants).toEqual([expect.objectContaining({ status: 'active', bonusAmount: '62.50', name: 'First deposit: 125% bonus + 125 free spins' })]);
    expect(await bonusOf(cookie)).toBe('62.50');
    // Redelivered events grant nothing more.
    await Promise.all(ids.map((id) => gateway.signedWebhook('ems', gateway.event('payment.succeeded', id, '50.00'))));
    expect(await kit.grants(cookie)).toHaveLength(1);
    expect(await kit.ledgerViolations()).toEqual([]);
  });

  it('ends the promotion once when a cancel and a forfeiting cashout arrive at once', async () => {
    const { cookie, email, grantId } = await playerWithBonus();
    const [cancelled, cashout] = await Promise.all([
      kit.cancel(cookie, grantId),
      fiatWithdraw(cookie, { amount: '20', currency: 'EUR', email, forfeitBonus: true }),
    ]);
    expect(cashout.statusCode).toBe(200);
    expect([200, 409]).toContain(cancelled.statusCode);
    expect(await kit.grants(cookie)).toEqual([expect.objectContaining({ status: 'forfeited', bonusBalance: '0.00' })]);
    expect(await fundsOf(t, cookie)).toEqual({ EUR: '30.00' });
    expect(await bonusOf(cookie)).toBe('0.00');
    expect(await kit.ledgerViolations()).toEqual([]);
  });

  it('gives the next deposit no grant while a promotion is active', async () => {
    const { cookie } = await playerWithBonus();
    await depositByCard(t, cookie, '100');
    expect(await kit.grants(cookie)).toHaveLength(1);
    expect(await bonusOf(cookie)).toBe('62.50');
  });
});

describe('minimums and funds', () => {
  it('answers minPromotion for the player’s next deposit, in the currency at its rate, and null after 5 deposits', async () => {
    expect(await kit.minimums(undefined, 'EUR')).toMatchObject({ minDeposit: '10.00', minPromotion: '16.00' });
    // 16 EUR at 0.92 is 17.3913… USD: the smallest amount worth 16.00 EUR.
    expect(await kit.minimums(undefined, 'USD')).toMatchObject({ minPromotion: '17.40' });
    const { cookie } = await newPlayer(t);
    expect(await kit.minimums(cookie, 'EUR')).toMatchObject({ minPromotion: '16.00' });
    await kit.declineAll(cookie);
    await depositByCard(t, cookie, '10');
    expect(await kit.minimums(cookie, 'EUR')).toMatchObject({ minPromotion: '20.00' });
    for (let deposit = 2; deposit <= 4; deposit += 1) {
      await kit.declineAll(cookie);
      await depositByCard(t, cookie, '10');
    }
    // The 5th deposit's tier takes any amount: the minimum is the deposit minimum.
    expect(await kit.minimums(cookie, 'EUR')).toMatchObject({ minPromotion: '10.00' });
    await kit.declineAll(cookie);
    await depositByCard(t, cookie, '10');
    expect(await kit.minimums(cookie, 'EUR')).toEqual({ currency: 'EUR', minDeposit: '10.00', minPromotion: null, eurRate: '1' });
    expect(await kit.eligible(cookie)).toEqual([]);
  });

  it('shows the bonus movements in the statement as BONUS', async () => {
    const { cookie, grantId } = await playerWithBonus();
    await kit.cancel(cookie, grantId);
    const today = new Date().toISOString().slice(0, 10);
    const statement = await t.app.inject({ method: 'GET', url: `${statementPaths.page}?from=${today}&to=${today}&types=BONUS`, headers: { cookie } });
    expect(statement.statusCode).toBe(200);
    const movements = statement.json().movements as Array<{ type: string; description: string; amount: string }>;
    expect(movements.map(({ type, description, amount }) => [type, description, amount])).toEqual([
      ['BONUS', 'Bonus forfeited', '-62.50'],
      ['BONUS', 'Bonus granted', '62.50'],
    ]);
  });
});
