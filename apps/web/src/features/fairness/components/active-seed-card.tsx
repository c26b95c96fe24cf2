import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { clientSeedRequest, type FairnessResponse } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { showToast } from '@/components/toast/toast-store';
import { serverErrorMessage } from '@/lib/form-errors';
import { useRotateSeedPair } from '../api';

/**
 * The seed pair in play: the hash the player checks later and their own seed. A new client seed rotates the pair, as
 * at Stake: the server seed in play is revealed and a new pair starts at nonce 0.
 */
export function ActiveSeedCard({ active }: { active: FairnessResponse['active'] }) {
  const rotate = useRotateSeedPair();
  // `values` follows the server: the field shows the client seed in play.
  const form = useForm({ resolver: zodResolver(clientSeedRequest), values: { clientSeed: active.clientSeed } });

  const submit = form.handleSubmit(({ clientSeed }) =>
    rotate.mutateAsync(clientSeed).then(
      () => showToast('New seed pair in play from nonce 0. The previous server seed is revealed below.', 'success'),
      (error: unknown) => form.setError('clientSeed', { message: serverErrorMessage(error) }),
    ),
  );

  return (
    <section className="fairness-card fairness-stack" aria-labelledby="fairness-active-title">
      <h2 id="fairness-active-title" className="fairness-card__title">
        Your active seeds
      </h2>
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
      <form className="fairness-seed-form" onSubmit={submit} noValidate>
        <TextField
          label="Client seed"
          autoComplete="off"
          spellCheck={false}
          hint="A new client seed, or this one again, starts a new pair at nonce 0 and reveals the server seed in play."
          error={form.formState.errors.clientSeed?.message}
          {...form.register('clientSeed')}
        />
        <Button type="submit" loading={rotate.isPending}>
          Rotate seed pair
        </Button>
      </form>
    </section>
  );
}
