import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PlayerStatus } from './player-status';
import { playerSearchQueryOptions } from './players-api';
import { useStaffPage } from './use-staff-page';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });

/** Find a player by part of their email or name, or by their id; the query lives in the URL, so Back returns to it. */
export function AdminPlayersPage() {
  useDocumentTitle('Players · Back office');
  const { signedOut } = useStaffPage();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const search = useQuery({ ...playerSearchQueryOptions(q, page), placeholderData: keepPreviousData, enabled: !signedOut });

  if (signedOut) return <Navigate to="/admin/sign-in" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / search.data.pageSize)) : 1;

  return (
    <section aria-labelledby="admin-players-title">
      <nav className="admin-crumbs" aria-label="Breadcrumb">
        <Link to="/admin">Back office</Link> / Players
      </nav>
      <h1 id="admin-players-title" className="admin__title">
        Players
      </h1>
      <form className="admin-search" role="search" onSubmit={submit}>
        <input
          className="admin-input"
          type="search"
          aria-label="Email, name or player id"
          placeholder="Email, name or player id"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoFocus
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
      {search.isPending && <Spinner label="Searching" />}
      {search.error && <LoadError what="players" onRetry={() => void search.refetch()} />}
      {search.data && search.data.players.length === 0 && (
        <EmptyState title="No player found">Try part of the email or name, or paste a whole player id.</EmptyState>
      )}
      {search.data && search.data.players.length > 0 && (
        <>
          <p className="admin__muted">
            {search.data.total} player{search.data.total === 1 ? '' : 's'}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table admin-players-table">
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Status</th>
                  <th scope="col">Name</th>
                  <th scope="col">Currency</th>
                  <th scope="col">Registered</th>
                </tr>
              </thead>
              <tbody>
                {search.data.players.map((player) => (
                  <tr key={player.id}>
                    <td>
                      <Link to={`/admin/players/${player.id}`}>{player.email}</Link>
                    </td>
                    <td>
                      <PlayerStatus player={player} />
                    </td>
                    <td>{player.fullName}</td>
                    <td>{player.currency}</td>
                    <td>{dateOf(player.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <div className="admin-pager">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setParams({ q, page: String(page - 1) })}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setParams({ q, page: String(page + 1) })}>
                Next
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
