import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface OutboxEntry extends OutgoingMail {
  id: string;
  sentAt: string;
}

/** Sends through SMTP_URL. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, every message is rendered to a real .eml file under the outbox folder, with a JSON twin that
 * the development mailbox page lists. Nothing is lost and nothing leaves the machine.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const sent = await transport.sendMail({ from, ...mail });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const entry: OutboxEntry = { id, sentAt, ...mail };
      await writeFile(path.join(outboxDir, `${id}.eml`), sent.message as Buffer);
      await writeFile(path.join(outboxDir, `${id}.json`), JSON.stringify(entry));
    },
  };
}

/** Newest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEntry),
  );
  return entries.sort((a, b) => b.id.localeCompare(a.id));
}

/**
 * Every marketing mail (promotions, newsletters) goes out through this: it adds the player's signed unsubscribe
 * link (ProfileService.unsubscribeUrl) to the text and HTML bodies and as the List-Unsubscribe header, so one
 * click stops marketing mail without signing in. Service mails (confirmation, password reset) do not need it.
 */
export function withUnsubscribeLink(mail: OutgoingMail, unsubscribeUrl: string): OutgoingMail {
  const escaped = unsubscribeUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const footer = `<p style="font-size:12px;color:#9aa3c7">You get this email because you accepted marketing email. <a href="${escaped}" style="color:#9aa3c7">Unsubscribe</a></p>`;
  const html = mail.html.includes('</body>') ? mail.html.replace('</body>', `${footer}</body>`) : mail.html + footer;
  return {
    ...mail,
    text: `${mail.text}\nUnsubscribe from marketing email: ${unsubscribeUrl}\n`,
    html,
    headers: { ...mail.headers, 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}
