import { Outlet, useLocation } from 'react-router';
import type { SelfExcludeResponse } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { Logo } from '@/components/logo';
import { useSignout } from '@/features/auth/api';
import { PaymentsCard } from '@/features/payments/components/payments-card';
import { VerificationDocuments, VerificationStatus } from '@/features/profile/components/verification-documents';
import { BreakNotice } from '@/features/responsible-gambling/components/break-notice';
import { StatementCard } from '@/features/statement/components/statement-card';
import { useLiveBalances } from '@/features/wallet/api';
import { useIsModalOpen } from '@/lib/modal-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import '../routes/profile/profile-pages.css';
import { SiteShell } from './site-shell';
import './site-header.css';
import './withdraw-only-site.css';

/** The footer's reading pages stay open; every other address (the lobby, a game, a promotion) shows the withdraw-only page. */
const readingPages = new Set(['/terms', '/privacy-policy', '/responsible-gambling']);

interface WithdrawOnlySiteProps {
  runningBreak: SelfExcludeResponse;
  verified: boolean;
}

/**
 * The whole site of a player on a time-out or self-exclusion: their balance and cashout, verification and history,
 * nothing to play or deposit (the server refuses those calls too). No game, promotion or loyalty query is made.
 */
export function WithdrawOnlySite({ runningBreak, verified }: WithdrawOnlySiteProps) {
  const modalOpen = useIsModalOpen();
  const signout = useSignout();
  const { pathname } = useLocation();
  useLiveBalances();

  return (
    <SiteShell
      inert={modalOpen}
      header={
        <header className="site-header">
          <div className="site-header__inner page-container withdraw-only__header">
            <Logo />
            <Button variant="secondary" size="sm" onClick={() => void signout()}>
              Log out
            </Button>
          </div>
        </header>
      }
    >
      {readingPages.has(pathname.replace(/\/$/, '')) ? <Outlet /> : <WithdrawOnlyPage runningBreak={runningBreak} verified={verified} />}
    </SiteShell>
  );
}

function WithdrawOnlyPage({ runningBreak, verified }: WithdrawOnlySiteProps) {
  useDocumentTitle('Withdraw your balance');
  return (
    <div className="page-container profile-stack withdraw-only">
      <BreakNotice runningBreak={runningBreak} />
      <PaymentsCard withdrawOnly />
      <section className="profile-stack" aria-labelledby="withdraw-only-verification">
        <h2 id="withdraw-only-verification" className="profile-page__title">
          Verification
        </h2>
        <VerificationStatus verified={verified} />
        <VerificationDocuments />
      </section>
      <StatementCard />
    </div>
  );
}
