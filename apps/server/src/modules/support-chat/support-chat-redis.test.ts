import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChatPaths as admin, supportChatPaths as paths } from '@lodestar/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { staffTestKit, testClock } from '../staff/staff-test-kit.ts';
import { eventReader } from '../../../test/server-sent-events.ts';
import { chatTestKit, pathOf } from './support-chat-test-kit.ts';

// Redis is a service CI starts (.ci/run exports TEST_REDIS_URL); without one this file has nothing to test.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('chat across processes (REDIS_URL)', () => {
  // Channels of this run only: other runs on the same Redis never see these events.
  const prefix = `lodestar:test-${randomUUID()}:`;
  const clock = testClock();
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: prefix }, { now: clock.now });
    // A second server process of the same casino: same database, its own in-process listeners.
    second = await buildApp(first.config, {
      database: first.database,
      logger: false,
      backgroundJobs: false,
      now: clock.now,
      webDistDir: path.join(first.config.DATA_DIR, 'no-web-build'),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a staff answer posted to one process to the player’s stream held by another', async () => {
    const t = first;
    const player = await newPlayer(t);
    const { id } = (await chatTestKit(t).start(player.cookie, { text: 'Hello from process one' })).json();
    const agent = await staffTestKit(t, clock.now).signedIn('support', clock.advance);

    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}${pathOf(paths.stream, id)}`, { headers: { cookie: player.cookie }, signal: controller.signal });
    const nextEvent = eventReader(response.body!);

    const reply = await t.app.inject({
      method: 'POST',
      url: pathOf(admin.messages, id),
      headers: { cookie: agent.cookie },
      payload: { text: 'Answered from process two' },
    });
    expect(reply.statusCode).toBe(200);
    expect(await nextEvent()).toMatchObject({ type: 'status', conversationId: id });
    expect(await nextEvent()).toMatchObject({ type: 'message', message: { text: 'Answered from process two', author: 'staff' } });
    controller.abort();
  });
});
