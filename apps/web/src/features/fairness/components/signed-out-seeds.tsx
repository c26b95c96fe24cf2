import { Button } from '@/components/button';
import { useOpenModal } from '@/lib/modal-store';

/** Visitors can verify any round; their own seeds need a sign-in. */
export function SignedOutSeeds() {
  const openModal = useOpenModal();
  return (
    <section className="fairness-card fairness-card__header" aria-labelledby="fairness-signed-out-title">
      <div>
        <h2 id="fairness-signed-out-title" className="fairness-card__title">
          Your seeds
        </h2>
        <p className="fairness-card__text">
          Sign in to see your server seed hash, set your client seed (which reveals the server seed in play) and check your own rounds.
        </p>
      </div>
      <Button onClick={() => openModal({ kind: 'login' })}>Sign in</Button>
    </section>
  );
}
