import { useId, useState } from 'react';
import type { AdminGame } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { isApiError } from '@/lib/api-client';

interface OrderEditorProps {
  title: string;
  /** What the order is for, under the title. */
  hint: string;
  games: AdminGame[];
  /** The saved order, first game first. */
  saved: string[];
  onSave: (gameIds: string[]) => Promise<{ message: string }>;
}

/**
 * An ordered list of games edited with buttons (move up, move down, remove, add), then saved as a whole. Every move is
 * announced in a live region, and focus stays on the moved game's button, so the order can be set from the keyboard.
 */
export function OrderEditor({ title, hint, games, saved, onSave }: OrderEditorProps) {
  const headingId = useId();
  // The edits not saved yet; without any, the list is the saved order (and follows it when it reloads).
  const [draft, setDraft] = useState<string[] | null>(null);
  const order = draft ?? saved;
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string }>();
  const byId = new Map(games.map((game) => [game.id, game]));
  const nameOf = (id: string) => byId.get(id)?.name ?? id;
  const changed = order.join('\n') !== saved.join('\n');
  const addable = games.filter((game) => !order.includes(game.id));

  const edit = (next: string[], said: string) => {
    setDraft(next);
    setAnnouncement(said);
    setResult(undefined);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    edit(next, `${nameOf(id!)} moved to position ${index + by + 1} of ${next.length}`);
    // Focus follows the game; at the first or last place its button in that direction is disabled, so the other one.
    const moved = index + by;
    requestAnimationFrame(() => {
      const button = (direction: 'up' | 'down') => document.getElementById(`${headingId}-${moved}-${direction}`) as HTMLButtonElement | null;
      const same = button(by === -1 ? 'up' : 'down');
      (same && !same.disabled ? same : button(by === -1 ? 'down' : 'up'))?.focus();
    });
  };
  const remove = (index: number) => edit(order.toSpliced(index, 1), `${nameOf(order[index]!)} removed from the list`);
  const add = () => {
    if (!adding) return;
    edit([...order, adding], `${nameOf(adding)} added at position ${order.length + 1}`);
    setAdding('');
  };
  const save = async () => {
    setBusy(true);
    try {
      setResult({ tone: 'success', message: (await onSave(order)).message });
      setDraft(null);
    } catch (failure) {
      setResult({ tone: 'error', message: isApiError(failure) ? failure.body.message : 'The server could not be reached. Try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-panel admin-order" aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-panel__title">
        {title}
      </h2>
      <p className="admin__muted admin-order__hint">{hint}</p>
      {order.length === 0 ? (
        <p className="admin__muted admin-order__empty">No game in this list yet. Add one below.</p>
      ) : (
        <ol className="admin-order__list">
          {order.map((id, index) => (
            <li key={id} className="admin-order__item">
              <span className="admin-order__position" aria-hidden="true">
                {index + 1}
              </span>
              <span className="admin-order__name">
                {nameOf(id)}
                {byId.get(id)?.enabled === false && <span className="admin-badge admin-badge--danger">Disabled</span>}
              </span>
              <span className="admin-order__buttons">
                <Button
                  id={`${headingId}-${index}-up`}
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  aria-label={`Move ${nameOf(id)} up`}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  id={`${headingId}-${index}-down`}
                  variant="ghost"
                  size="sm"
                  disabled={index === order.length - 1}
                  aria-label={`Move ${nameOf(id)} down`}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Remove ${nameOf(id)}`} onClick={() => remove(index)}>
                  ✕
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="admin-order__add">
        <select
          className="admin-input"
          aria-label={`Game to add to ${title.toLowerCase()}`}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
        >
          <option value="">Add a game…</option>
          {addable.map((game) => (
            <option key={game.id} value={game.id}>
              {game.name}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" disabled={!adding} onClick={add}>
          Add
        </Button>
      </div>
      <FormAlert message={result?.message} tone={result?.tone} />
      <div className="admin-order__save">
        <Button variant="primary" disabled={!changed} loading={busy} onClick={() => void save()}>
          Save {title.toLowerCase()}
        </Button>
        {changed && <span className="admin__muted">Unsaved changes</span>}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
