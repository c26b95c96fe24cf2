import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { showToast } from '@/components/toast/toast-store';
import { profileQueryOptions } from '@/lib/session';
import { useResendConfirmation } from '@/lib/player-profile';
import { serverErrorMessage } from '@/lib/form-errors';

/** An unconfirmed email cannot be typed in: it is confirmed by mail, then the profile is fetched again. */
export function ProfileCompletionEmail({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const resend = useResendConfirmation();
  return (
    <div className="profile-completion__email" role="status">
      <p>
        <strong>Confirm your email first</strong>
        <span>We sent a link to {email}. Open it, then come back here.</span>
      </p>
      <div className="profile-completion__email-actions">
        <Button
          size="sm"
          variant="secondary"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (message) => showToast(message, 'success'),
              onError: (error) => showToast(serverErrorMessage(error), 'error'),
            })
          }
        >
          Resend confirmation email
        </Button>
        <Button size="sm" variant="ghost" onClick={() => void queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey })}>
          I have confirmed it
        </Button>
      </div>
    </div>
  );
}
