import { useNavigate } from 'react-router';
import type { Game } from '@lodestar/contracts';
import { useSignedIn } from '@/lib/session';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { gamePath } from './lobby';

/**
 * Starts a game for real money (SPEC.md §2): a signed-in player goes to its page, a visitor is asked to log in
 * first. Either way the modal it was started from (the search) gives way: closed, or replaced by the login.
 */
export function usePlayForReal(): (game: Game) => void {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const openModal = useOpenModal();
  const closeModal = useCloseModal();
  return (game) => {
    if (!signedIn) {
      openModal({ kind: 'login' });
      return;
    }
    closeModal();
    void navigate(gamePath(game));
  };
}
