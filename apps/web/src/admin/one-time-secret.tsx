import { useState } from 'react';
import { Button } from '@/components/button';

/**
 * A setup link or an API token the server answers once and keeps only hashed: shown here with a copy button,
 * and gone when the staff member dismisses it.
 */
export function OneTimeSecret({ title, hint, secret, onDismiss }: { title: string; hint: string; secret: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div className="admin-secret" role="status">
      <h2 className="admin-secret__title">{title}</h2>
      <p className="admin__muted">{hint}</p>
      <code className="admin-secret__value" data-testid="one-time-secret">
        {secret}
      </code>
      <div className="admin-actions">
        <Button variant="primary" size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </div>
  );
}
