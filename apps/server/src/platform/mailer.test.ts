import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { createTestApp, validRegistration, type TestApp } from '../../test/test-app.ts';

/** A real SMTP server on loopback that keeps every message it is given. */
async function startSmtpSink() {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Lodestar <mail@lodestar.test>' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('mail over SMTP', () => {
  it('delivers the confirmation mail through SMTP_URL and leaves the outbox empty', async () => {
    const email = 'smtp-player@example.com';
    const response = await t.app.inject({ method: 'POST', url: apiPaths.registration, payload: validRegistration(email) });
    expect(response.statusCode).toBe(201);
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail).toMatchObject({ from: 'mail@lodestar.test', to: [email] });
    expect(mail!.raw).toMatch(/^Subject: .*Confirm.your.email/m);
    expect(mail!.raw).toContain('confirm-email=');
    expect(await t.mailsTo(email)).toHaveLength(0);
  });
});
