import { useId, useState } from 'react';
import { settleUnknownPayoutRequest } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { serverErrorMessage } from '@/lib/form-errors';

interface Choice<Key extends string> {
  key: Key;
  label: string;
  danger?: boolean;
}

/**
 * A staff decision between a few buttons, with a reason field: `checkReason` says what is wrong with the reason for
 * that choice (or nothing); the server's refusal (a 409 when a colleague decided first …) is shown as it says it.
 */
function ReasonedDecision<Key extends string>({
  reasonLabel,
  choices,
  checkReason,
  onChoose,
}: {
  reasonLabel: string;
  choices: readonly Choice<Key>[];
  checkReason: (reason: string, choice: Key) => string | undefined;
  onChoose: (choice: Key, reason: string) => Promise<unknown>;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<Key>();
  const [error, setError] = useState<string>();

  const choose = async (choice: Key) => {
    const problem = checkReason(reason, choice);
    setError(problem);
    if (problem) return;
    setBusy(choice);
    try {
      await onChoose(choice, reason.trim());
    } catch (failure) {
      setError(serverErrorMessage(failure));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="admin-decision">
      <label className="admin-decision__label" htmlFor={reasonId}>
        {reasonLabel}
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
        {choices.map((choice) => (
          <Button
            key={choice.key}
            size="sm"
            variant={choice.danger ? 'danger' : 'primary'}
            loading={busy === choice.key}
            disabled={busy !== undefined}
            onClick={() => void choose(choice.key)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Approve, or reject with a reason (mandatory when `reasonRequired`). */
export function DecisionForm({
  onDecide,
  reasonRequired,
  subject,
}: {
  onDecide: (decision: 'approve' | 'reject', reason?: string) => Promise<unknown>;
  reasonRequired: boolean;
  subject: string;
}) {
  return (
    <ReasonedDecision
      reasonLabel={`Reason for rejecting ${subject}${reasonRequired ? ' (sent to the player)' : ' (optional)'}`}
      choices={[
        { key: 'approve', label: `Approve ${subject}` },
        { key: 'reject', label: `Reject ${subject}`, danger: true },
      ]}
      checkReason={(reason, decision) =>
        decision === 'reject' && reasonRequired && reason.trim().length < 3 ? 'Give the player a reason of at least 3 characters' : undefined
      }
      onChoose={(decision, reason) => onDecide(decision, decision === 'reject' ? reason || undefined : undefined)}
    />
  );
}

type Settlement = 'confirm-paid' | 'confirm-failed';

/**
 * A payout the gateway left undecided: staff look it up at the gateway by its reference and record what they
 * found, with a mandatory reason. The server accepts one decision; a second one (another tab, a colleague) is refused and shown.
 */
export function UnknownPayoutForm({ onSettle }: { onSettle: (settlement: Settlement, reason: string) => Promise<unknown> }) {
  return (
    <ReasonedDecision
      reasonLabel="What the gateway shows (required, kept in the audit log)"
      choices={[
        { key: 'confirm-paid', label: 'Confirm paid' },
        { key: 'confirm-failed', label: 'Confirm failed — release to player', danger: true },
      ]}
      checkReason={(reason) => {
        const parsed = settleUnknownPayoutRequest.safeParse({ reason });
        return parsed.success ? undefined : parsed.error.issues[0]?.message;
      }}
      onChoose={onSettle}
    />
  );
}
