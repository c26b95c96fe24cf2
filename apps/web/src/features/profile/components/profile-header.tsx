import { Link } from 'react-router';
import { Button } from '@/components/button';
import { useOpenModal } from '@/lib/modal-store';
import './profile.css';

interface ProfileHeaderProps {
  /**
   * The general account page is the profile's home: it has no way "back" and the header names it. Every other
   * profile page names itself with its own h1, so a player reads one title per page.
   */
  onGeneralPage: boolean;
}

export function ProfileHeader({ onGeneralPage }: ProfileHeaderProps) {
  const openModal = useOpenModal();
  return (
    <div className="profile-header">
      <div className="profile-header__titles">
        {!onGeneralPage && (
          <Link to="/profile/account/general" className="profile-header__back">
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            Back to Profile
          </Link>
        )}
        {onGeneralPage && <h1 className="profile-page__title">My profile</h1>}
      </div>
      <Button variant="secondary" size="sm" onClick={() => openModal({ kind: 'logout-confirm' })}>
        <svg className="profile-header__logout-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M8 4H5a1 1 0 00-1 1v10a1 1 0 001 1h3M13 6l4 4-4 4M17 10H8"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Log out
      </Button>
    </div>
  );
}
