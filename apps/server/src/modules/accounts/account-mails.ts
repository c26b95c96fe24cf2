import { mailLayout as layout } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

export function confirmationMail(to: string, fullName: string, url: string): OutgoingMail {
  const title = 'Confirm your email';
  const paragraphs = [`Hi ${fullName},`, 'Welcome to Lodestar. Please confirm your email address to unlock every feature of your account.'];
  return {
    to,
    subject: 'Confirm your email — Lodestar Casino',
    text: `${paragraphs.join('\n\n')}\n\n${title}: ${url}\n`,
    html: layout(title, paragraphs, { label: title, url }),
  };
}

export function passwordResetMail(to: string, url: string): OutgoingMail {
  const title = 'Reset your password';
  const paragraphs = [
    'Someone asked to reset the password of your Lodestar account.',
    'The link works once and expires in one hour. If it was not you, ignore this email: your password stays the same.',
  ];
  return {
    to,
    subject: 'Reset your password — Lodestar Casino',
    text: `${paragraphs.join('\n\n')}\n\n${title}: ${url}\n`,
    html: layout(title, paragraphs, { label: title, url }),
  };
}
