import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import type { StaffPermission } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LedgerSection, LimitsSection, NotesSection, ProfileSection, SessionsSection, WalletsSection } from './player-account-sections';
import { PlayerActions } from './player-actions';
import { BonusesSection } from './player-bonuses-section';
import { PlayerStatus } from './player-status';
import { PaymentsSection, RoundsSection, VerificationSection } from './player-history-sections';
import { playerDetailQueryOptions } from './players-api';
import { useStaffPage } from './use-staff-page';

/** Everything staff may see of one player, and what they may do to them. */
export function AdminPlayerDetailPage() {
  const { id = '' } = useParams();
  const { me, signedOut } = useStaffPage();
  const detail = useQuery({ ...playerDetailQueryOptions(id), enabled: !signedOut });
  useDocumentTitle(detail.data ? `${detail.data.profile.email} · Players` : 'Player · Back office');

  if (signedOut) return <Navigate to="/admin/sign-in" replace />;
  if (detail.isPending || me.isPending) return <Spinner label="Loading the player" />;
  if (detail.error && isApiError(detail.error) && detail.error.status === 404)
    return <LoadError what="this player (no such id)" onRetry={() => void detail.refetch()} />;
  if (detail.error || me.error) return <LoadError what="the player" onRetry={() => void detail.refetch()} />;

  const { profile, wallets, limits, sessions, ledgerEntries, notes, verification, deposits, withdrawals, rounds, bonuses } = detail.data;
  const may = (permission: StaffPermission) => me.data.permissions.includes(permission);
  return (
    <div className="admin-player">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / <Link to="/admin/players">Players</Link> / {profile.email}
      </nav>
      <header className="admin-player__head">
        <div>
          <h1 className="admin__title">
            {profile.fullName} <PlayerStatus player={profile} />
          </h1>
          <p className="admin__muted">
            {profile.email} · <code>{profile.id}</code>
          </p>
        </div>
        <PlayerActions player={profile} permissions={me.data.permissions} />
      </header>

      <div className="admin-grid">
        <ProfileSection profile={profile} />
        <WalletsSection wallets={wallets} />
        <VerificationSection documents={verification} mayReview={may('kyc:review')} />
        <LimitsSection limits={limits} />
        <BonusesSection playerId={profile.id} bonuses={bonuses} mayCancel={may('promotions:manage')} />
        <PaymentsSection title="Deposits" payments={deposits} emptyText="No deposits yet." />
        <PaymentsSection title="Withdrawals" payments={withdrawals} emptyText="No withdrawals yet." />
        <RoundsSection rounds={rounds} />
        <LedgerSection entries={ledgerEntries} />
        <SessionsSection sessions={sessions} />
        <NotesSection playerId={profile.id} notes={notes} />
      </div>
    </div>
  );
}
