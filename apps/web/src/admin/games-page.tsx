import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { AdminGame, AdminGamesResponse, GameCategory } from '@lodestar/contracts';
import { EmptyState } from '@/components/empty-state';
import { FormAlert } from '@/components/form-alert';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminGamesQueryOptions, catalogueActions, type GameOrderKind } from './catalogue-api';
import { OrderEditor } from './order-editor';
import { useStaffPage } from './use-staff-page';

const orderOf = (games: AdminGame[], position: 'featuredPosition' | 'topPosition') =>
  games
    .filter((game) => game[position] !== null)
    .sort((a, b) => a[position]! - b[position]!)
    .map((game) => game.id);

/** The game catalogue: every game with its switch and categories, and the featured and top orders of the lobby. */
export function AdminGamesPage() {
  useDocumentTitle('Games · Back office');
  const { signedOut } = useStaffPage();
  const games = useQuery({ ...adminGamesQueryOptions, enabled: !signedOut });
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string }>();

  if (signedOut) return <Navigate to="/admin/sign-in" replace />;

  /** Runs a change, says what the server answered, and reloads the list (the server's state is the truth). */
  const change = async (run: () => Promise<{ message: string }>) => {
    try {
      setNotice({ tone: 'success', message: (await run()).message });
    } catch (failure) {
      setNotice({ tone: 'error', message: isApiError(failure) ? failure.body.message : 'The server could not be reached. Try again.' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: adminGamesQueryOptions.queryKey });
    }
  };
  const saveOrder = (kind: GameOrderKind) => async (gameIds: string[]) => {
    const answer = await catalogueActions.setOrder(kind, gameIds);
    await queryClient.invalidateQueries({ queryKey: adminGamesQueryOptions.queryKey });
    return answer;
  };

  return (
    <section aria-labelledby="admin-games-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / Games
      </nav>
      <h1 id="admin-games-title" className="admin__title">
        Game catalogue
      </h1>
      <p className="admin__muted">A disabled game leaves the lobby, search and its page at once; rounds already running on it still finish.</p>
      {games.isPending && <Spinner label="Loading the catalogue" />}
      {games.error && <LoadError what="The catalogue" onRetry={() => void games.refetch()} />}
      {games.data && games.data.games.length === 0 && (
        <EmptyState title="No game in the catalogue">Games appear here once a provider is connected.</EmptyState>
      )}
      {games.data && games.data.games.length > 0 && (
        <>
          <div className="admin-games__orders">
            <OrderEditor
              title="Featured row"
              hint="The lobby's featured games, first game first."
              games={games.data.games}
              saved={orderOf(games.data.games, 'featuredPosition')}
              onSave={saveOrder('featured')}
            />
            <OrderEditor
              title="Top games"
              hint="Pinned ahead of the most played games, first game first."
              games={games.data.games}
              saved={orderOf(games.data.games, 'topPosition')}
              onSave={saveOrder('top')}
            />
          </div>
          <FormAlert message={notice?.message} tone={notice?.tone} />
          <GamesTable data={games.data} onChange={(run) => void change(run)} />
        </>
      )}
    </section>
  );
}

function GamesTable({ data, onChange }: { data: AdminGamesResponse; onChange: (run: () => Promise<{ message: string }>) => void }) {
  const toggleCategory = (game: AdminGame, category: GameCategory, on: boolean) => {
    const categories = on ? [...game.categories, category] : game.categories.filter((candidate) => candidate !== category);
    onChange(() => catalogueActions.setCategories(game.id, categories));
  };
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-games">
        <caption className="visually-hidden">Every game of the catalogue</caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Provider</th>
            <th scope="col">Categories</th>
            <th scope="col" className="admin-num">
              Featured
            </th>
            <th scope="col" className="admin-num">
              Top
            </th>
            <th scope="col">In the lobby</th>
          </tr>
        </thead>
        <tbody>
          {data.games.map((game) => (
            <tr key={game.id} className={game.enabled ? undefined : 'admin-games__row--disabled'}>
              <th scope="row">
                <div className="admin-games__game">
                  <img className="admin-games__thumb" src={game.thumbnail} alt="" width={64} height={48} loading="lazy" />
                  <span>
                    <span className="admin-games__name">{game.name}</span>
                    <code className="admin-games__id">{game.id}</code>
                  </span>
                </div>
              </th>
              <td>{game.provider}</td>
              <td>
                <fieldset className="admin-games__categories">
                  <legend className="visually-hidden">Categories of {game.name}</legend>
                  {data.categories.map((category) => {
                    const checked = game.categories.includes(category.id);
                    return (
                      <label key={category.id} className="admin-games__category">
                        <input
                          type="checkbox"
                          checked={checked}
                          // A game is always in at least one category.
                          disabled={checked && game.categories.length === 1}
                          onChange={(event) => toggleCategory(game, category.id, event.target.checked)}
                        />
                        {category.name}
                      </label>
                    );
                  })}
                </fieldset>
              </td>
              <td className="admin-num">{game.featuredPosition ?? '—'}</td>
              <td className="admin-num">{game.topPosition ?? '—'}</td>
              <td>
                <label className="admin-switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={game.enabled}
                    aria-label={`${game.name} in the lobby`}
                    onChange={(event) => onChange(() => catalogueActions.setEnabled(game.id, event.target.checked))}
                  />
                  <span className="admin-switch__track" aria-hidden="true" />
                  <span className="admin-switch__text">{game.enabled ? 'Enabled' : 'Disabled'}</span>
                </label>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
