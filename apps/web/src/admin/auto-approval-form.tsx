import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { withdrawalAutoApproval, type WithdrawalAutoApproval } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';
import { autoApprovalQueryOptions, saveAutoApproval, staffMeQueryOptions } from './staff-api';

/** The automatic approval threshold above the queue, for staff who may set it (withdrawals:configure). */
export function AutoApprovalSetting() {
  const me = useQuery(staffMeQueryOptions);
  if (!me.data?.permissions.includes('withdrawals:configure')) return null;
  return <AutoApprovalForm />;
}

function AutoApprovalForm() {
  const current = useQuery(autoApprovalQueryOptions);
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<string>();
  const [invalid, setInvalid] = useState<string>();
  const save = useMutation({
    mutationFn: (body: WithdrawalAutoApproval) => saveAutoApproval(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(autoApprovalQueryOptions.queryKey, saved);
      setTyped(undefined);
    },
  });
  if (!current.data) return null;
  const maxEur = current.data.maxEur;
  const shown = typed ?? maxEur ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = withdrawalAutoApproval.safeParse({ maxEur: shown });
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) save.mutate(parsed.data);
  };
  const serverError = save.error ? (isApiError(save.error) ? save.error.message : 'The setting was not saved. Try again.') : undefined;

  return (
    <form className="admin-auto-approval" aria-labelledby="auto-approval-title" onSubmit={submit}>
      <h2 id="auto-approval-title" className="admin-auto-approval__title">
        Automatic approval
      </h2>
      <p className="admin__muted">
        {maxEur === null
          ? 'Off: every withdrawal waits for a decision.'
          : `On: withdrawals up to ${maxEur} EUR from verified players with no bonus and no shared payout address are paid at once.`}
      </p>
      <label className="admin-auto-approval__field">
        <span>Up to (EUR)</span>
        <input className="admin-input" inputMode="decimal" value={shown} onChange={(event) => setTyped(event.target.value)} />
      </label>
      <Button type="submit" variant="primary" loading={save.isPending}>
        Save
      </Button>
      {maxEur !== null && (
        <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate({ maxEur: null })}>
          Turn off
        </Button>
      )}
      <FormAlert message={invalid ?? serverError} />
    </form>
  );
}
