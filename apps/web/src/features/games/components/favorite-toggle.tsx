import type { Game } from '@lodestar/contracts';
import { showToast } from '@/components/toast/toast-store';
import { useSignedIn } from '@/lib/session';
import { useOpenModal } from '@/lib/modal-store';
import { useFavorites, useSetFavorite } from '../api';
import './favorite-toggle.css';

/** The heart of a game page: pressed when the game is a favourite; a visitor is asked to log in first. */
export function FavoriteToggle({ game }: { game: Game }) {
  const signedIn = useSignedIn();
  const openModal = useOpenModal();
  const favorites = useFavorites();
  const setFavorite = useSetFavorite();
  const isFavorite = favorites.data?.some((favorite) => favorite.id === game.id) ?? false;

  const toggle = () => {
    if (!signedIn) {
      openModal({ kind: 'login' });
      return;
    }
    setFavorite.mutate(
      { game, favorite: !isFavorite },
      {
        onError: () =>
          showToast(isFavorite ? 'Could not remove the game from your favourites' : 'Could not add the game to your favourites', 'error'),
      },
    );
  };

  return (
    <button
      type="button"
      className="favorite-toggle"
      aria-pressed={isFavorite}
      aria-busy={setFavorite.isPending || undefined}
      disabled={setFavorite.isPending || (signedIn && favorites.isPending)}
      onClick={toggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4 7.4 4c2 0 3.6 1.1 4.6 2.7C13 5.1 14.6 4 16.6 4c3.5 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="favorite-toggle__label">Favourite</span>
    </button>
  );
}
