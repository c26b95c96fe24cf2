import { useState } from 'react';
import { Button } from '@/components/button';

/** The recovery codes in clear, this once: the player copies or downloads them before going on. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  const copy = () =>
    void navigator.clipboard
      .writeText(text)
      .then(() => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      })
      .catch(() => undefined);

  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`Lodestar Casino recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    link.download = 'lodestar-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="recovery-codes" role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="recovery-codes__title">
        Save your recovery codes
      </h3>
      <p className="profile-card__text">Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.</p>
      <ol className="recovery-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="two-factor-code-form__actions">
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          Download
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
