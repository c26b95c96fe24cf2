import { CHAT_VISITOR_COOKIE_NAME, supportChatPaths as paths } from '@lodestar/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/test-app.ts';
import { multipartBody, PNG } from '../kyc/kyc-test-kit.ts';

export const pathOf = (template: string, id: string, attachmentId = '') => template.replace(':id', id).replace(':attachmentId', attachmentId);

/** The visitor cookie a response set, ready to send back. */
export function visitorCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === CHAT_VISITOR_COOKIE_NAME);
  if (!cookie) throw new Error(`no visitor cookie in response ${response.statusCode}: ${response.body}`);
  return `${CHAT_VISITOR_COOKIE_NAME}=${cookie.value}`;
}

let visitors = 0;

/** The site's side of the chat on the test app of the calling file; each visitor comes from an address of its own. */
export function chatTestKit(t: TestApp) {
  const start = (cookie: string, payload: object, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: paths.conversation, headers: { cookie }, payload, remoteAddress });
  const send = (cookie: string, id: string, text: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: pathOf(paths.messages, id), headers: { cookie }, payload: { text }, remoteAddress });
  const read = (cookie: string, id: string) => t.app.inject({ method: 'GET', url: pathOf(paths.conversationById, id), headers: { cookie } });
  const attach = (cookie: string, id: string, content: Buffer = PNG, filename = 'screenshot.png') => {
    const { payload, contentType } = multipartBody([{ name: 'file', filename, contentType: 'image/png', content }]);
    return t.app.inject({ method: 'POST', url: pathOf(paths.attachments, id), headers: { cookie, 'content-type': contentType }, payload });
  };
  /** A visitor who started a chat: their cookie, address and conversation id. */
  const newVisitor = async (text = 'Can I play from Malta?') => {
    visitors += 1;
    const remoteAddress = `10.0.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
    const email = `visitor${visitors}-${Date.now()}@example.com`;
    const response = await start('', { text, email }, remoteAddress);
    if (response.statusCode !== 200) throw new Error(`chat not started: ${response.body}`);
    return { cookie: visitorCookieOf(response), remoteAddress, email, id: response.json().id as string };
  };
  return { start, send, read, attach, newVisitor };
}
