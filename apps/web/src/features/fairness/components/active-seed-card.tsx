import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { clientSeedRequest, type FairnessResponse } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { serverErrorMessage } from '@/lib/form-errors';
import { useRotateSeed, useSaveClientSeed } from '../api';

/** The seed pair in play: the hash the player checks later, their own seed to change, and the rotation that reveals. */
export function ActiveSeedCard({ active }: { active: FairnessResponse['active'] }) {
  const saveClientSeed = useSaveClientSeed();
  const rotate = useRotateSeed();
  const form = useForm({ resolver: zodResolver(clientSeedRequest), values: { clientSeed: active.clientSeed } });

  const save = form.handleSubmit(({ clientSeed }) =>
    saveClientSeed.mutateAsync(clientSeed).then(
      () => showToast('Client seed saved: your next bet uses it', 'success'),
      (error: unknown) => form.setError('clientSeed', { message: serverErrorMessage(error) }),
    ),
  );
  const rotateSeed = () =>
    rotate.mutate(undefined, {
      onSuccess: () => showToast('New server seed in play. The previous one is revealed below.', 'success'),
      onError: (error) => showToast(serverErrorMessage(error), 'error'),
    });

  return (
    <section className="fairness-card fairness-stack" aria-labelledby="fairness-active-title">
      <div className="fairness-card__header">
        <h2 id="fairness-active-title" className="fairness-card__title">
          Your active seeds
        </h2>
        <Button variant="secondary" loading={rotate.isPending} onClick={rotateSeed}>
          Rotate seed
        </Button>
      </div>
      <dl className="fairness-facts">
        <div className="fairness-facts__row fairness-facts__row--wide">
          <dt>Server seed (SHA-256 hash)</dt>
          <dd className="fairness-mono">{active.serverSeedHash}</dd>
        </div>
        <div className="fairness-facts__row">
          <dt>Next nonce</dt>
          <dd>{active.nonce}</dd>
        </div>
      </dl>
      <form className="fairness-seed-form" onSubmit={save} noValidate>
        <TextField
          label="Client seed"
          autoComplete="off"
          spellCheck={false}
          hint="Letters, digits, dot, dash and underscore, up to 64 characters."
          error={form.formState.errors.clientSeed?.message}
          {...form.register('clientSeed')}
        />
        <Button type="submit" loading={saveClientSeed.isPending} disabled={!form.formState.isDirty}>
          Save
        </Button>
      </form>
    </section>
  );
}
