import type { FastifyPluginAsync } from 'fastify';
import { readOutbox } from '../../platform/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * /dev/mailbox: the file outbox as a page, so a developer without SMTP can read what the site sent.
 * Registered only outside production. Each mail's HTML is our own template, shown in a sandboxed frame.
 */
export const devToolsRoutes: FastifyPluginAsync<{ outboxDir: string }> = async (app, { outboxDir }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await readOutbox(outboxDir);
    const items = mails
      .map(
        (mail) => `<article class="mail" data-to="${escapeHtml(mail.to)}">
  <header><h2>${escapeHtml(mail.subject)}</h2><p>To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.sentAt)}</p></header>
  <pre>${escapeHtml(mail.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre>
</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox — Lodestar (development)</title>
<style>body{margin:0;background:#0b0f1f;color:#e8ebf7;font:16px/1.5 system-ui,sans-serif}main{max-width:760px;margin:0 auto;padding:24px}
h1{color:#f5b942}.mail{background:#151b33;border:1px solid #2a3358;border-radius:12px;padding:16px 20px;margin:16px 0}
.mail h2{margin:0;font-size:18px}.mail p{margin:4px 0 12px;color:#b8c0e0}pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#f5b942}</style></head>
<body><main><h1>Development mailbox</h1><p>Messages the site sent while no SMTP server is configured, newest first (${mails.length}).</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`;
  });
};
