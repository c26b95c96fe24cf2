import type { KycDocumentKind } from '@lodestar/contracts';
import { mailLayout } from '../../platform/mail-layout.ts';
import type { OutgoingMail } from '../../platform/mailer.ts';

const documentNames: Record<KycDocumentKind, string> = { identity: 'identity document', bill: 'proof of address' };

function mail(to: string, subject: string, title: string, paragraphs: string[], action: { label: string; url: string }): OutgoingMail {
  return {
    to,
    subject: `${subject} — Lodestar Casino`,
    text: `${paragraphs.join('\n\n')}\n\n${action.label}: ${action.url}\n`,
    html: mailLayout(title, paragraphs, action),
  };
}

/** `fullyVerified`: this approval completed the pair, so the player can cash out now. */
export function documentApprovedMail(
  to: string,
  kind: KycDocumentKind,
  fullyVerified: boolean,
  urls: { verification: string; site: string },
): OutgoingMail {
  const name = documentNames[kind];
  const next = fullyVerified
    ? 'Your identity and address are now verified: you can cash out whenever you like.'
    : 'Once both your identity document and your proof of address are approved, you can cash out.';
  return fullyVerified
    ? mail(to, 'Your account is verified', 'Your account is verified', [`We approved your ${name}.`, next], {
        label: 'Go to Lodestar',
        url: urls.site,
      })
    : mail(to, `Your ${name} is approved`, `Your ${name} is approved`, [`We approved your ${name}.`, next], {
        label: 'See your verification',
        url: urls.verification,
      });
}

export function documentRejectedMail(to: string, kind: KycDocumentKind, reason: string, verificationUrl: string): OutgoingMail {
  const name = documentNames[kind];
  const title = `Please upload a new ${name}`;
  return mail(
    to,
    `Your ${name} was not accepted`,
    title,
    [`We could not accept your ${name}: ${reason}`, 'Upload a new one from your verification page and we will check it again.'],
    {
      label: 'Upload a new document',
      url: verificationUrl,
    },
  );
}
