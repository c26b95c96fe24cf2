import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { PanelSection } from './panel-section';
import { RevealedSeedPairs } from './revealed-seed-pairs';
import { SeedFact } from './seed-fact';

interface FairnessPanelProps {
  api: StudioApi;
  token: string;
  onClose: () => void;
}

const FAILED = 'That did not work. Please try again.';

/**
 * The provably fair controls (DESIGN.md "Games"): the hash of the active server seed before any bet, the player's own
 * client seed and the next nonce. A new client seed rotates the pair as at Stake: the server seed in play is revealed
 * (shown first among the revealed pairs) and a new pair starts at nonce 0.
 */
export function FairnessPanel({ api, token, onClose }: FairnessPanelProps) {
  const queryClient = useQueryClient();
  const fairness = useQuery(studioFairnessQueryOptions(api, token));

  const rotate = async (clientSeed: string) => {
    const answer = await api.setClientSeed(clientSeed);
    queryClient.setQueryData(studioQueryKeys.fairness(token), answer);
    // The session shows the nonce and seed hash too: keep both views of the active pair the same.
    queryClient.setQueryData<StudioSession>(studioQueryKeys.session(token), (session) => session && { ...session, fairness: answer.active });
  };

  return (
    <Modal title="Provably fair" onClose={onClose} size="lg" description="Check that no round was decided after you placed your bet.">
      <div className="studio-panel">
        <p className="studio-panel__lead">
          Each outcome is HMAC-SHA256(server seed, client seed:nonce:round). You see the hash of the server seed before you bet and choose the client
          seed yourself. A new client seed starts a new seed pair: the server seed in play is revealed, so you can recompute every round it decided,
          and a new one takes over from nonce 0.
        </p>
        {fairness.isPending && <Spinner label="Loading the seeds" />}
        {fairness.isError && <FormAlert message={FAILED} />}
        {fairness.data && (
          <>
            <ActiveSeedPair active={fairness.data.active} />
            <RotationForm current={fairness.data.active.clientSeed} onRotate={rotate} />
            <a className="studio-panel__link" href="/fairness" target="_top">
              Verify rounds on the fairness page
            </a>
            <RevealedSeedPairs revealed={fairness.data.revealed} />
          </>
        )}
      </div>
    </Modal>
  );
}

function ActiveSeedPair({ active }: { active: FairnessResponse['active'] }) {
  return (
    <PanelSection title="Active seed pair">
      <dl className="studio-facts">
        <SeedFact term="Server seed hash (SHA-256)" value={active.serverSeedHash} wide />
        <SeedFact term="Client seed" value={active.clientSeed} />
        <div>
          <dt>Nonce of the next round</dt>
          <dd className="studio-facts__figure">{active.nonce}</dd>
        </div>
      </dl>
    </PanelSection>
  );
}

function RotationForm({ current, onRotate }: { current: string; onRotate: (clientSeed: string) => Promise<void> }) {
  // `values` follows the server: the field shows the client seed in play.
  const form = useForm({ resolver: zodResolver(clientSeedRequest), values: { clientSeed: current } });
  const [formMessage, setFormMessage] = useState<string>();
  const [rotated, setRotated] = useState(false);

  const submit = form.handleSubmit(async ({ clientSeed }) => {
    setFormMessage(undefined);
    setRotated(false);
    try {
      await onRotate(clientSeed);
      setRotated(true);
    } catch (error) {
      setFormMessage(isApiError(error) ? applyFieldErrors(error.body, ['clientSeed'], form.setError) : FAILED);
    }
  });

  return (
    <form className="studio-seed-form" onSubmit={submit} noValidate>
      <TextField
        label="New client seed"
        autoComplete="off"
        spellCheck={false}
        hint="Letters, digits, dot, dash and underscore; up to 64. Keep the one in play to change only the server seed."
        error={form.formState.errors.clientSeed?.message}
        {...form.register('clientSeed', { onChange: () => setRotated(false) })}
      />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        Rotate seed pair
      </Button>
      <FormAlert message={formMessage} />
      {rotated && <FormAlert tone="success" message="New seed pair in play from nonce 0. The previous server seed is revealed below." />}
    </form>
  );
}
