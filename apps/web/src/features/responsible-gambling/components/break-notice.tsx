import type { SelfExcludeResponse } from '@lodestar/contracts';
import { formatDateTime } from '@/lib/format';
import './responsible-gambling.css';

/** The head of the withdraw-only site: which break runs, until when, and that only taking the money is open. */
export function BreakNotice({ runningBreak }: { runningBreak: SelfExcludeResponse }) {
  const timeOut = runningBreak.kind === 'time-out';
  return (
    <section className="profile-card break-notice" aria-labelledby="break-notice-title">
      <p className="break-notice__eyebrow">{timeOut ? 'Time-out' : 'Self-exclusion'}</p>
      <h1 id="break-notice-title" className="break-notice__title">
        {runningBreak.endsAt
          ? `Your ${timeOut ? 'time-out' : 'self-exclusion'} runs until ${formatDateTime(runningBreak.endsAt)}`
          : 'You are permanently self-excluded'}
      </h1>
      <p className="break-notice__text">
        Until then you can only withdraw your balance: games, deposits and promotions are closed, and we send you no marketing. Below you can see your
        balance, cash it out, verify your identity and address, and look through your history.
      </p>
      <p className="break-notice__help">
        Need someone to talk to? The National Gambling Helpline (GamCare) is free, day and night: <a href="tel:08088020133">0808 8020 133</a>.
      </p>
    </section>
  );
}
