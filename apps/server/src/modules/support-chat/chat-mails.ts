import type { ChatMessage } from '@lodestar/contracts';
import { mailLayout } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

const speakerOf = (message: ChatMessage) => (message.author === 'staff' ? (message.authorName ?? 'Support') : 'You');

/** The whole chat as the player saw it, one line per message (mailLayout escapes every line). */
export function transcriptMail(to: string, messages: ChatMessage[], siteUrl: string): OutgoingMail {
  const lines = messages.map((message) => {
    const at = message.createdAt.slice(0, 16).replace('T', ' ');
    const text = message.attachment ? `[attachment: ${message.attachment.contentType}] ${message.text}`.trim() : message.text;
    return `${at} UTC — ${speakerOf(message)}: ${text}`;
  });
  const title = 'Your chat with Lodestar support';
  return {
    to,
    subject: `${title} — Lodestar Casino`,
    text: `${title}\n\n${lines.join('\n')}\n`,
    html: mailLayout(title, lines, { label: 'Go to Lodestar', url: siteUrl }),
  };
}
