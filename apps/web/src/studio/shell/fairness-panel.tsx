import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { clientSeedRequest, type FairnessResponse, type StudioSession } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { studioFairnessQueryOptions, studioQueryKeys, type StudioApi } from '../api';

interface FairnessPanelProps {
  api: StudioApi;
  token: string;
  onClose: () => void;
}

const FAILED = 'That did not work. Please try again.';

/**
 * The provably fair controls (DESIGN.md "Games"): the hash of the active server seed before any bet, the
 * player's own client seed, the next nonce, and a rotation that reveals the seed every past round used.
 */
export function FairnessPanel({ api, token, onClose }: FairnessPanelProps) {
  const queryClient = useQueryClient();
  const fairness = useQuery(studioFairnessQueryOptions(api, token));
  const [rotated, setRotated] = useState(false);

  /** The session shows the nonce and seed hash too: keep both views of the active pair the same. */
  const showActivePair = (active: FairnessResponse['active']) =>
    queryClient.setQueryData<StudioSession>(studioQueryKeys.session(token), (session) => session && { ...session, fairness: active });

  const rotate = useMutation({
    mutationFn: api.rotateSeed,
    onSuccess: (answer) => {
      queryClient.setQueryData(studioQueryKeys.fairness(token), answer);
      showActivePair(answer.active);
      setRotated(true);
    },
  });

  return (
    <Modal title="Provably fair" onClose={onClose} size="lg" description="Check that no round was decided after you placed your bet.">
      <div className="studio-panel">
        <p className="studio-panel__lead">
          Each outcome is HMAC-SHA256(server seed, client seed:nonce:round). You see the hash of the server seed before you bet and choose the client
          seed yourself; rotating the seed pair reveals the server seed so you can recompute every round it decided.
        </p>
        {fairness.isPending && <Spinner label="Loading the seeds" />}
        {fairness.isError && <FormAlert message={FAILED} />}
        {fairness.data && (
          <>
            <dl className="studio-facts studio-facts--stacked">
              <div>
                <dt>Server seed hash (SHA-256)</dt>
                <dd>
                  <code className="studio-code">{fairness.data.active.serverSeedHash}</code>
                </dd>
              </div>
              <div>
                <dt>Nonce of the next round</dt>
                <dd className="studio-facts__figure">{fairness.data.active.nonce}</dd>
              </div>
            </dl>
            <ClientSeedForm
              current={fairness.data.active.clientSeed}
              onSave={async (clientSeed) => {
                await api.setClientSeed(clientSeed);
                const answer = await queryClient.fetchQuery({ ...studioFairnessQueryOptions(api, token), staleTime: 0 });
                showActivePair(answer.active);
              }}
            />
            <div className="studio-panel__row">
              <Button variant="secondary" loading={rotate.isPending} onClick={() => rotate.mutate()}>
                Rotate seed pair
              </Button>
              <a className="studio-panel__link" href="/fairness" target="_top">
                Verify rounds on the fairness page
              </a>
            </div>
            <FormAlert message={rotate.isError ? (isApiError(rotate.error) ? rotate.error.message : FAILED) : undefined} />
            {rotated && (
              <p className="studio-panel__note" role="status">
                New seed pair active. The previous server seed is revealed below.
              </p>
            )}
            <RevealedSeeds revealed={fairness.data.revealed} />
          </>
        )}
      </div>
    </Modal>
  );
}

function ClientSeedForm({ current, onSave }: { current: string; onSave: (clientSeed: string) => Promise<void> }) {
  // `values` follows the server: a rotation may hand out a new client seed.
  const form = useForm({ resolver: zodResolver(clientSeedRequest), values: { clientSeed: current } });
  const [formMessage, setFormMessage] = useState<string>();
  const [savedSeed, setSavedSeed] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ clientSeed }) => {
    setFormMessage(undefined);
    try {
      await onSave(clientSeed);
      setSavedSeed(clientSeed);
    } catch (error) {
      setFormMessage(isApiError(error) ? applyFieldErrors(error.body, ['clientSeed'], form.setError) : FAILED);
    }
  });

  return (
    <form className="studio-seed-form" onSubmit={submit} noValidate>
      <TextField
        label="Client seed"
        autoComplete="off"
        spellCheck={false}
        hint="Letters, digits, dot, dash and underscore; up to 64."
        error={form.formState.errors.clientSeed?.message}
        {...form.register('clientSeed', { onChange: () => setSavedSeed(null) })}
      />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        Save seed
      </Button>
      <FormAlert message={formMessage} />
      {savedSeed === current && <FormAlert tone="success" message="Client seed saved: the next round uses it." />}
    </form>
  );
}

function RevealedSeeds({ revealed }: { revealed: FairnessResponse['revealed'] }) {
  if (revealed.length === 0) return <p className="studio-panel__note">No seed pair has been rotated yet.</p>;
  return (
    <section className="studio-panel__section" aria-labelledby="revealed-seeds-title">
      <h3 id="revealed-seeds-title" className="studio-panel__heading">
        Revealed seed pairs
      </h3>
      <ul className="studio-revealed">
        {revealed.map((pair) => (
          <li key={pair.serverSeedHash} className="studio-revealed__item">
            <dl className="studio-facts studio-facts--stacked">
              <div>
                <dt>Server seed</dt>
                <dd>
                  <code className="studio-code">{pair.serverSeed}</code>
                </dd>
              </div>
              <div>
                <dt>Its hash</dt>
                <dd>
                  <code className="studio-code">{pair.serverSeedHash}</code>
                </dd>
              </div>
              <div>
                <dt>Client seed · rounds</dt>
                <dd>
                  <code className="studio-code">{pair.clientSeed}</code> ·{' '}
                  {pair.nonceCount === 0 ? 'no rounds played' : `nonces 0 to ${pair.nonceCount - 1}`}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
