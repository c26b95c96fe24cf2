import { Outlet, useLocation, useOutletContext } from 'react-router';
import type { Profile } from '@lodestar/contracts';
import { useSession } from '@/lib/session';
import { playerDisplayName } from '@/features/auth/api';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { PageLoading } from '../../layout/page-loading';
import './profile-pages.css';

const GENERAL_PAGE = '/profile/account/general';

interface ProfileContext {
  profile: Profile;
  displayName: string;
}

/** Profile pages render only for a signed-in player, who they get from here. */
export const useProfileContext = () => useOutletContext<ProfileContext>();

export function ProfileLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const onGeneralPage = pathname.replace(/\/$/, '') === GENERAL_PAGE;

  if (session.state === 'checking') return <PageLoading label="Loading your profile" />;
  if (session.state === 'signed-out') {
    return (
      <div className="page-container">
        <SignInPrompt />
      </div>
    );
  }

  const context: ProfileContext = { profile: session.profile, displayName: playerDisplayName(session.profile) };
  return (
    <div className="profile-page page-container">
      <ProfileHeader onGeneralPage={onGeneralPage} />
      <Outlet context={context} />
    </div>
  );
}
