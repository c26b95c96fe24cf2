import { useState } from 'react';
import { Spinner } from '@/components/spinner';
import { useSession } from '@/lib/session';
import { FairnessExplainer } from '@/features/fairness/components/fairness-explainer';
import { PlayerFairness } from '@/features/fairness/components/player-fairness';
import { RoundVerifier, type VerifierPrefill } from '@/features/fairness/components/round-verifier';
import { SignedOutSeeds } from '@/features/fairness/components/signed-out-seeds';
import '@/features/fairness/components/fairness.css';
import { useDocumentTitle } from '@/lib/use-document-title';
import '../content-page.css';

export function FairnessPage() {
  useDocumentTitle('Provably fair');
  const session = useSession();
  // Each "Verify" mounts a fresh verifier (the key) filled with that round.
  const [verifierRequest, setVerifierRequest] = useState<{ prefill: VerifierPrefill | null; key: number }>({ prefill: null, key: 0 });
  const verify = (prefill: VerifierPrefill) => setVerifierRequest(({ key }) => ({ prefill, key: key + 1 }));

  return (
    <div className="content-page page-container fairness-page">
      <header className="content-page__header">
        <p className="content-page__eyebrow">Lodestar Originals</p>
        <h1 className="content-page__title">Provably fair</h1>
        <p className="content-page__lede">
          Every result of our own games is fixed by seeds before you bet, and you can recompute it yourself. Here is how, and the tool to do it.
        </p>
      </header>
      <FairnessExplainer />
      {session.state === 'checking' && <Spinner label="Loading your seeds" />}
      {session.state === 'signed-out' && <SignedOutSeeds />}
      {session.state === 'signed-in' && <PlayerFairness onVerify={verify} />}
      <RoundVerifier key={verifierRequest.key} prefill={verifierRequest.prefill} />
    </div>
  );
}
