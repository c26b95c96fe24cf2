import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adminChatPaths as admin,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_VISITOR_COOKIE_NAME,
  KYC_MAX_DOCUMENT_BYTES,
  supportChatMessages,
  supportChatPaths as paths,
} from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { rateLimitRules } from '../../platform/rate-limiter.ts';
import { latestAuditRows } from '../audit/index.ts';
import { PDF, PNG } from '../kyc/kyc-test-kit.ts';
import { declinePromotions, depositByCard, newPlayer } from '../payments/payments-test-kit.ts';
import { responsibleGamblingTestKit } from '../responsible-gambling/responsible-gambling-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { eventReader } from '../../../test/server-sent-events.ts';
import { chatTestKit, pathOf } from './support-chat-test-kit.ts';

const clock = testClock();
// The real limits: flooding is one of the rules under test (each visitor here comes from its own address).
const t = useTestApp({}, { now: clock.now, rateLimits: rateLimitRules });
const staff = staffTestKit(t, clock.now);
const chat = chatTestKit(t);
const rg = responsibleGamblingTestKit(t);

const staffCall = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('starting a chat', () => {
  it('lets a player write as themselves and read their chat back', async () => {
    const { cookie } = await newPlayer(t);
    const started = await chat.start(cookie, { text: '  Where is my withdrawal?  ' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'open', messages: [{ author: 'player', text: 'Where is my withdrawal?' }] });
    const current = await t.app.inject({ method: 'GET', url: paths.conversation, headers: { cookie } });
    expect(current.json().conversation.id).toBe(started.json().id);
    // A second message goes into the same open chat.
    expect((await chat.start(cookie, { text: 'Hello?' })).json()).toMatchObject({ id: started.json().id, messages: [{}, { text: 'Hello?' }] });
  });

  it('asks a visitor for an email, then keeps their chat in a signed httpOnly cookie', async () => {
    const refused = await chat.start('', { text: 'Hi' }, '10.9.0.1');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(supportChatMessages.emailRequired);
    const visitor = await chat.newVisitor();
    const response = await chat.start('', { text: 'Hi', email: 'someone@example.com' }, '10.9.0.2');
    const cookie = response.cookies.find((candidate) => candidate.name === CHAT_VISITOR_COOKIE_NAME)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect((await chat.read(visitor.cookie, visitor.id)).json().messages[0].text).toBe('Can I play from Malta?');
    const current = await t.app.inject({ method: 'GET', url: paths.conversation, headers: { cookie: visitor.cookie } });
    expect(current.json().conversation.id).toBe(visitor.id);
    expect((await t.app.inject({ method: 'GET', url: paths.conversation })).json()).toEqual({ conversation: null });
  });

  it('refuses empty and over-long messages with a clear message, storing nothing', async () => {
    const { cookie } = await newPlayer(t);
    for (const text of ['', '   \n ']) {
      const response = await chat.start(cookie, { text });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(supportChatMessages.empty);
    }
    const tooLong = await chat.start(cookie, { text: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain(supportChatMessages.tooLong);
    expect((await t.app.inject({ method: 'GET', url: paths.conversation, headers: { cookie } })).json()).toEqual({ conversation: null });
  });

  it('keeps script in a message as plain text, and escapes it in the emailed transcript', async () => {
    const { cookie, email } = await newPlayer(t);
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { id } = (await chat.start(cookie, { text: script })).json();
    const read = await chat.read(cookie, id);
    expect(read.headers['content-type']).toContain('application/json');
    expect(read.json().messages[0].text).toBe(script);
    const mailed = await t.app.inject({ method: 'POST', url: pathOf(paths.transcript, id), headers: { cookie } });
    expect(mailed.json().message).toBe(supportChatMessages.transcriptSent);
    const [mail] = await t.waitForMails(email);
    expect(mail!.text).toContain(script);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('whose chat', () => {
  it('answers 404 to a player, a visitor or a forged cookie reading a chat not their own, and to writing into it', async () => {
    const owner = await newPlayer(t);
    const { id } = (await chat.start(owner.cookie, { text: 'my private question' })).json();
    const other = await newPlayer(t);
    const visitor = await chat.newVisitor();
    const forged = `${CHAT_VISITOR_COOKIE_NAME}=${id}.9999999999.forged`;
    for (const cookie of [other.cookie, visitor.cookie, forged, '']) {
      expect((await chat.read(cookie, id)).statusCode).toBe(404);
      expect((await chat.send(cookie, id, 'let me in', '10.9.1.1')).statusCode).toBe(404);
      expect((await chat.attach(cookie, id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: pathOf(paths.stream, id), headers: { cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: pathOf(paths.transcript, id), headers: { cookie } })).statusCode).toBe(404);
    }
    // The owner of a visitor chat is not a player: a signed-in player cannot read it either.
    expect((await chat.read(owner.cookie, visitor.id)).statusCode).toBe(404);
    expect((await chat.read(owner.cookie, id)).json().messages).toHaveLength(1);
  });
});

describe('attachments', () => {
  it('accepts an image or a PDF judged by its bytes and serves it to its owner only', async () => {
    const { cookie } = await newPlayer(t);
    const { id } = (await chat.start(cookie, { text: 'here is my screenshot' })).json();
    const sent = await chat.attach(cookie, id, PNG);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().attachment).toMatchObject({ contentType: 'image/png', sizeBytes: PNG.length });
    expect((await chat.attach(cookie, id, PDF, 'statement.pdf')).json().attachment.contentType).toBe('application/pdf');
    const file = await t.app.inject({ method: 'GET', url: pathOf(paths.attachment, id, sent.json().attachment.id), headers: { cookie } });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const stranger = (await newPlayer(t)).cookie;
    expect(
      (await t.app.inject({ method: 'GET', url: pathOf(paths.attachment, id, sent.json().attachment.id), headers: { cookie: stranger } })).statusCode,
    ).toBe(404);
  });

  it('refuses a forged, empty or too large file, storing nothing', async () => {
    const { cookie } = await newPlayer(t);
    const { id } = (await chat.start(cookie, { text: 'files' })).json();
    const forged = await chat.attach(cookie, id, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('DOCUMENT_REFUSED');
    expect((await chat.attach(cookie, id, Buffer.alloc(0))).statusCode).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(KYC_MAX_DOCUMENT_BYTES)]);
    expect((await chat.attach(cookie, id, huge)).statusCode).toBe(413);
    expect((await chat.read(cookie, id)).json().messages).toHaveLength(1);
  });
});

describe('flooding', () => {
  it(`answers 429 past ${CHAT_MESSAGES_PER_MINUTE} messages a minute from one visitor, storing none of the extra`, async () => {
    const visitor = await chat.newVisitor('first');
    for (let index = 1; index < CHAT_MESSAGES_PER_MINUTE; index += 1) {
      expect((await chat.send(visitor.cookie, visitor.id, `message ${index}`, visitor.remoteAddress)).statusCode).toBe(200);
    }
    const flooded = await chat.send(visitor.cookie, visitor.id, 'one too many', visitor.remoteAddress);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(supportChatMessages.rateLimited);
    // Dropping the cookie to start afresh does not help: visitors are counted by address.
    expect((await chat.start('', { text: 'new me', email: 'new@example.com' }, visitor.remoteAddress)).statusCode).toBe(429);
    expect((await chat.read(visitor.cookie, visitor.id)).json().messages).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
  });
});

describe('staff inbox', () => {
  it('takes, answers and closes a chat with the player’s context beside it; the player then rates it once', async () => {
    const player = await newPlayer(t);
    await declinePromotions(t, player.cookie);
    await depositByCard(t, player.cookie, '30.00');
    const { id } = (await chat.start(player.cookie, { text: 'Is my account verified?' })).json();
    const agent = await staff.signedIn('support', clock.advance);
    const colleague = await staff.signedIn('risk', clock.advance);

    const unassigned = (await staffCall(agent.cookie, 'GET', `${admin.inbox}?tab=unassigned`)).json().conversations;
    expect(unassigned.find((item: { id: string }) => item.id === id)).toMatchObject({ email: player.email, lastMessage: 'Is my account verified?' });

    const detail = (await staffCall(agent.cookie, 'GET', pathOf(admin.conversation, id))).json();
    expect(detail.player).toMatchObject({
      playerId: player.playerId,
      email: player.email,
      verification: { identity: 'missing', bill: 'missing' },
      recentPayments: [{ kind: 'deposit', currency: 'EUR', amount: '30.00' }],
      activeBonus: null,
      exclusion: null,
    });
    expect(detail.player.limits.length).toBeGreaterThan(0);

    expect((await staffCall(agent.cookie, 'POST', pathOf(admin.assign, id))).json().message).toBe(supportChatMessages.assigned);
    const taken = await staffCall(colleague.cookie, 'POST', pathOf(admin.assign, id));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(supportChatMessages.alreadyAssigned);
    const mine = (await staffCall(agent.cookie, 'GET', `${admin.inbox}?tab=mine`)).json().conversations;
    expect(mine.map((item: { id: string }) => item.id)).toContain(id);

    expect((await staffCall(agent.cookie, 'POST', pathOf(admin.messages, id), { text: '' })).statusCode).toBe(400);
    const reply = await staffCall(agent.cookie, 'POST', pathOf(admin.messages, id), { text: 'Not yet: upload your documents.' });
    expect(reply.json()).toMatchObject({ author: 'staff', authorName: agent.email });
    // The player sees support, never the staff member's email.
    const seen = (await chat.read(player.cookie, id)).json().messages.at(-1);
    expect(seen).toMatchObject({ author: 'staff', authorName: 'Lodestar support', text: 'Not yet: upload your documents.' });

    const early = await t.app.inject({ method: 'POST', url: pathOf(paths.rating, id), headers: { cookie: player.cookie }, payload: { rating: 5 } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(supportChatMessages.notClosed);

    expect((await staffCall(agent.cookie, 'POST', pathOf(admin.close, id))).statusCode).toBe(200);
    expect((await staffCall(agent.cookie, 'POST', pathOf(admin.close, id))).statusCode).toBe(409);
    expect((await staffCall(agent.cookie, 'POST', pathOf(admin.messages, id), { text: 'late' })).statusCode).toBe(409);
    const closedWrite = await chat.send(player.cookie, id, 'one more thing');
    expect(closedWrite.statusCode).toBe(409);
    expect(closedWrite.json().message).toBe(supportChatMessages.closed);
    const closedTab = (await staffCall(agent.cookie, 'GET', `${admin.inbox}?tab=closed`)).json().conversations;
    expect(closedTab.map((item: { id: string }) => item.id)).toContain(id);

    const rate = (rating: unknown) =>
      t.app.inject({ method: 'POST', url: pathOf(paths.rating, id), headers: { cookie: player.cookie }, payload: { rating } });
    expect((await rate(6)).statusCode).toBe(400);
    expect((await rate(0)).statusCode).toBe(400);
    expect((await rate(4)).json().message).toBe(supportChatMessages.rated);
    expect((await rate(5)).statusCode).toBe(409);
    expect((await chat.read(player.cookie, id)).json()).toMatchObject({ status: 'closed', rating: 4 });
    // A new message after a closed chat starts a new one.
    expect((await chat.start(player.cookie, { text: 'Another question' })).json().id).not.toBe(id);

    const closes = (await latestAuditRows(t.database.db, 50)).filter((row) => row.action === `POST ${admin.close}` && row.target === id);
    expect(closes.map((row) => row.outcome).sort()).toEqual(['409', 'ok']);
  });

  it('stays open to a player on a break, and tells support they may only withdraw', async () => {
    const player = await newPlayer(t);
    const taken = (await rg.selfExclude(player.cookie, '6-months')).json();
    const cookie = await rg.signInAgain(player.email);
    const { id } = (await chat.start(cookie, { text: 'How do I get my money out?' })).json();
    const agent = await staff.signedIn('support', clock.advance);
    const detail = (await staffCall(agent.cookie, 'GET', pathOf(admin.conversation, id))).json();
    expect(detail.player.exclusion).toEqual({ kind: 'self-exclusion', endsAt: taken.endsAt });
  });

  it('gives a visitor’s chat no player context, and lists the canned replies', async () => {
    const visitor = await chat.newVisitor();
    const agent = await staff.signedIn('admin', clock.advance);
    const detail = (await staffCall(agent.cookie, 'GET', pathOf(admin.conversation, visitor.id))).json();
    expect(detail).toMatchObject({ player: null, inbox: { email: visitor.email } });
    const { replies } = (await staffCall(agent.cookie, 'GET', admin.cannedReplies)).json();
    expect(replies.length).toBeGreaterThan(2);
    expect((await staffCall(agent.cookie, 'GET', pathOf(admin.conversation, randomUUID()))).statusCode).toBe(404);
  });

  it('refuses the staff stream without staff (401) and without support:chat (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: admin.stream })).statusCode).toBe(401);
    const finance = await staff.signedIn('finance', clock.advance);
    expect((await staffCall(finance.cookie, 'GET', admin.stream)).statusCode).toBe(403);
  });
});

describe('live delivery', () => {
  it('streams the player’s message to staff and the staff answer to the player', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await newPlayer(t);
    const { id } = (await chat.start(player.cookie, { text: 'Anyone there?' })).json();
    const agent = await staff.signedIn('support', clock.advance);
    const controller = new AbortController();
    const open = async (url: string, cookie: string) => {
      const response = await fetch(`${address}${url}`, { headers: { cookie }, signal: controller.signal });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      return eventReader(response.body!);
    };
    const playerEvents = await open(pathOf(paths.stream, id), player.cookie);
    const staffEvents = await open(admin.stream, agent.cookie);

    await chat.send(player.cookie, id, 'Hello?');
    expect(await staffEvents()).toMatchObject({ type: 'message', message: { conversationId: id, text: 'Hello?', author: 'player' } });
    expect(await playerEvents()).toMatchObject({ type: 'message', message: { text: 'Hello?' } });

    await staffCall(agent.cookie, 'POST', pathOf(admin.messages, id), { text: 'Yes, how can I help?' });
    // Answering takes the chat first: the status change, then the answer.
    expect(await playerEvents()).toMatchObject({ type: 'status', status: 'open', assignedTo: null });
    expect(await playerEvents()).toMatchObject({ type: 'message', message: { text: 'Yes, how can I help?', authorName: 'Lodestar support' } });
    controller.abort();
  });
});
