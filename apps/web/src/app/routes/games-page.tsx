import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Game } from '@lodestar/contracts';
import { LOBBY_PAGE_SIZE } from '@lodestar/contracts/schema-free';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { SelectField } from '@/components/select-field';
import { Tabs } from '@/components/tabs';
import { useCatalogue } from '@/features/games/api';
import { GameList } from '@/features/games/components/game-list';
import { LoadMoreButton } from '@/features/games/components/load-more-button';
import { useOpenModal } from '@/lib/modal-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import './content-page.css';
import './games-page.css';

const ALL = 'all';
const ALL_PROVIDERS = '';

interface Category {
  id: string;
  label: string;
  gameIds: ReadonlySet<string> | null;
}

/** Every game, by category (the catalogue's segments) and provider, 12 at a time (SPEC.md §9). */
export function GamesPage() {
  useDocumentTitle('Games');
  const catalogue = useCatalogue();
  const openModal = useOpenModal();
  const [searchParams, setSearchParams] = useSearchParams();
  const [shownCount, setShownCount] = useState(LOBBY_PAGE_SIZE);

  const categories: Category[] = [
    { id: ALL, label: 'All', gameIds: null },
    ...(catalogue.data?.segments ?? []).map((segment) => ({ id: segment.id, label: segment.name, gameIds: new Set(segment.gameIds) })),
  ];
  const category = categories.find((candidate) => candidate.id === searchParams.get('category')) ?? categories[0]!;
  const providers = [...new Set(catalogue.data?.games.map((game) => game.provider))];
  const provider = providers.includes(searchParams.get('provider') ?? '') ? searchParams.get('provider')! : ALL_PROVIDERS;

  const filter = (next: { category?: string; provider?: string }) => {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(next)) {
      if (value && value !== ALL) params.set(key, value);
      else params.delete(key);
    }
    setSearchParams(params, { replace: true });
    setShownCount(LOBBY_PAGE_SIZE);
  };

  const games = catalogue.data?.games.filter(
    (game) => (category.gameIds?.has(game.id) ?? true) && (provider === ALL_PROVIDERS || game.provider === provider),
  );

  return (
    <div className="content-page games-page page-container">
      <header className="games-page__header">
        <div className="content-page__header">
          <p className="content-page__eyebrow">Lobby</p>
          <h1 className="content-page__title">All games</h1>
          <p className="content-page__lede">Lodestar Originals: provably fair slots, table games and instant wins.</p>
        </div>
        <Button variant="secondary" onClick={() => openModal({ kind: 'search' })}>
          Search games
        </Button>
      </header>

      {catalogue.isError ? (
        <LoadError what="The games" onRetry={() => void catalogue.refetch()} />
      ) : (
        <Tabs
          label="Game category"
          className="games-page__tabs"
          tabs={categories.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: (
              <CategoryPanel
                label={tab.label}
                games={games}
                shownCount={shownCount}
                onLoadMore={() => setShownCount((count) => count + LOBBY_PAGE_SIZE)}
                providerFilter={
                  providers.length > 1 && (
                    <SelectField
                      label="Provider"
                      className="games-page__provider"
                      value={provider}
                      onChange={(event) => filter({ provider: event.target.value })}
                    >
                      <option value={ALL_PROVIDERS}>All providers</option>
                      {providers.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </SelectField>
                  )
                }
              />
            ),
          }))}
          selected={category.id}
          onSelect={(id) => filter({ category: id })}
        />
      )}
    </div>
  );
}

interface CategoryPanelProps {
  label: string;
  games: Game[] | undefined;
  shownCount: number;
  onLoadMore: () => void;
  providerFilter: ReactNode;
}

function CategoryPanel({ label, games, shownCount, onLoadMore, providerFilter }: CategoryPanelProps) {
  const shown = games?.slice(0, shownCount);
  return (
    <div className="games-page__panel">
      <div className="games-page__toolbar">
        <h2 className="games-page__count" aria-live="polite">
          {games ? `${games.length} ${games.length === 1 ? 'game' : 'games'}` : 'Loading games'}
          <span className="visually-hidden"> in {label}</span>
        </h2>
        {providerFilter}
      </div>
      {games?.length === 0 ? (
        <p className="games-page__empty">No game in this category yet.</p>
      ) : (
        <GameList games={shown} layout="grid" label={`${label} games`} skeletonCount={LOBBY_PAGE_SIZE} />
      )}
      {games && shown && shown.length < games.length && (
        <div className="games-page__more">
          <p>
            Showing {shown.length} of {games.length}
          </p>
          <LoadMoreButton onClick={onLoadMore} />
        </div>
      )}
    </div>
  );
}
