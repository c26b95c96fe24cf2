import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { serverErrorMessage } from '@/lib/form-errors';

/** Approve, or reject with a reason (mandatory when `reasonRequired`); the server's refusal (a 409 …) is shown as it says it. */
export function DecisionForm({
  onDecide,
  reasonRequired,
  subject,
}: {
  onDecide: (decision: 'approve' | 'reject', reason?: string) => Promise<unknown>;
  reasonRequired: boolean;
  subject: string;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'approve' | 'reject'>();
  const [error, setError] = useState<string>();

  const decide = async (decision: 'approve' | 'reject') => {
    setError(undefined);
    if (decision === 'reject' && reasonRequired && reason.trim().length < 3) {
      setError('Give the player a reason of at least 3 characters');
      return;
    }
    setBusy(decision);
    try {
      await onDecide(decision, decision === 'reject' ? reason.trim() || undefined : undefined);
    } catch (failure) {
      setError(serverErrorMessage(failure));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="admin-decision">
      <label className="admin-decision__label" htmlFor={reasonId}>
        Reason for rejecting {subject}
        {reasonRequired ? ' (sent to the player)' : ' (optional)'}
      </label>
      <textarea
        id={reasonId}
        className="admin-decision__reason"
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
      />
      <FormAlert message={error} />
      <div className="admin-decision__actions">
        <Button size="sm" loading={busy === 'approve'} disabled={busy !== undefined} onClick={() => void decide('approve')}>
          Approve {subject}
        </Button>
        <Button size="sm" variant="danger" loading={busy === 'reject'} disabled={busy !== undefined} onClick={() => void decide('reject')}>
          Reject {subject}
        </Button>
      </div>
    </div>
  );
}
