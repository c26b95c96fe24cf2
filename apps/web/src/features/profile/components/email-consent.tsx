import { useState } from 'react';
import type { Profile } from '@lodestar/contracts';
import { Checkbox } from '@/components/checkbox';
import { showToast } from '@/components/toast/toast-store';
import { serverErrorMessage } from '@/lib/form-errors';
import { useReceiveEmail } from '../api';
import './profile-edit.css';

/** The marketing email consent (PUT profile/receive-email); every marketing mail also carries a one-click unsubscribe link. */
export function EmailConsent({ profile }: { profile: Profile }) {
  const receiveEmail = useReceiveEmail();
  // Set in the click's own event, so the box shows the choice at once (the mutation's pending state arrives a task
  // later); cleared once the profile has been read again, or on an error, which shows the saved value back.
  const [choice, setChoice] = useState<boolean | null>(null);
  return (
    <section className="profile-card email-consent" aria-labelledby="email-consent-title">
      <div>
        <h2 id="email-consent-title" className="profile-card__title">
          Email preferences
        </h2>
        <p className="profile-card__text">Bonus offers and news by email. You can unsubscribe at any time.</p>
      </div>
      <Checkbox
        label="Send me promotions by email"
        checked={choice ?? profile.receiveEmailPromo}
        disabled={receiveEmail.isPending}
        onChange={(event) => {
          setChoice(event.target.checked);
          receiveEmail.mutate(event.target.checked, {
            onSuccess: ({ receiveEmailPromo }) =>
              showToast(receiveEmailPromo ? 'You will receive promotions by email' : 'You will no longer receive promotions by email', 'success'),
            onError: (error) => showToast(serverErrorMessage(error), 'error'),
            onSettled: () => setChoice(null),
          });
        }}
      />
    </section>
  );
}
