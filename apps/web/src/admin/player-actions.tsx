import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { currencyCodes, limitKinds, limitPeriods, type AdminPlayerDetail, type LimitKind, type LimitPeriod } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { ActionDialog, ReasonField } from './action-dialog';
import { playerActions } from './players-api';

type OpenAction = 'lock' | 'unlock' | 'end-sessions' | 'lower-limit' | 'adjust' | null;

/** The action buttons of the player detail, each behind a confirm dialog with its reason. */
export function PlayerActions({ player, permissions }: { player: AdminPlayerDetail['profile']; permissions: readonly string[] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenAction>(null);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [currency, setCurrency] = useState(player.currency);
  // One key per opened adjustment dialog: a double click or a retry after a timeout posts once.
  const [idempotencyKey, setIdempotencyKey] = useState('');

  const start = (action: OpenAction) => {
    setReason('');
    setAmount('');
    setIdempotencyKey(crypto.randomUUID());
    setOpen(action);
  };
  const close = () => setOpen(null);
  const done = () => queryClient.invalidateQueries({ queryKey: ['staff', 'players'] });
  const may = (permission: string) => permissions.includes(permission);

  return (
    <div className="admin-actions">
      {may('players:lock') &&
        (player.locked ? (
          <Button variant="secondary" onClick={() => start('unlock')}>
            Unlock
          </Button>
        ) : (
          <Button variant="danger" onClick={() => start('lock')}>
            Lock
          </Button>
        ))}
      {may('players:lock') && (
        <Button variant="secondary" onClick={() => start('end-sessions')}>
          End sessions
        </Button>
      )}
      {may('players:lock') && (
        <Button variant="secondary" onClick={() => start('lower-limit')}>
          Lower a limit
        </Button>
      )}
      {may('balance:adjust') && (
        <Button variant="secondary" onClick={() => start('adjust')}>
          Adjust balance
        </Button>
      )}

      {open === 'lock' && (
        <ActionDialog
          title={`Lock ${player.email}?`}
          confirmLabel="Lock"
          danger
          onClose={close}
          onConfirm={() => playerActions.lock(player.id, reason).then(done)}
        >
          <p className="admin__muted">The player is signed out everywhere and cannot sign in until unlocked.</p>
          <ReasonField value={reason} onChange={setReason} />
        </ActionDialog>
      )}
      {open === 'unlock' && (
        <ActionDialog
          title={`Unlock ${player.email}?`}
          confirmLabel="Unlock"
          onClose={close}
          onConfirm={() => playerActions.unlock(player.id, reason).then(done)}
        >
          <ReasonField value={reason} onChange={setReason} />
        </ActionDialog>
      )}
      {open === 'end-sessions' && (
        <ActionDialog
          title="End every session?"
          confirmLabel="End sessions"
          danger
          onClose={close}
          onConfirm={() => playerActions.endSessions(player.id).then(done)}
        >
          <p className="admin__muted">The player is signed out on every device; they may sign in again.</p>
        </ActionDialog>
      )}
      {open === 'lower-limit' && (
        <ActionDialog
          title="Lower a limit"
          confirmLabel="Lower limit"
          onClose={close}
          onConfirm={() => playerActions.lowerLimit(player.id, { kind, period, amount, reason }).then(done)}
        >
          <p className="admin__muted">Staff may only lower a limit, never raise or remove it. It applies at once.</p>
          <div className="admin-form__row">
            <label className="admin-field">
              <span>Limit</span>
              <select className="admin-input" value={kind} onChange={(event) => setKind(event.target.value as LimitKind)}>
                {limitKinds.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </label>
            <label className="admin-field">
              <span>Period</span>
              <select className="admin-input" value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriod)}>
                {limitPeriods.map((option) => (
                  <option key={option}>{option}</option>
                ))}
              </select>
            </label>
            <label className="admin-field">
              <span>New amount (EUR)</span>
              <input className="admin-input" required inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </label>
          </div>
          <ReasonField value={reason} onChange={setReason} />
        </ActionDialog>
      )}
      {open === 'adjust' && (
        <ActionDialog
          title="Adjust cash balance"
          confirmLabel={`${direction === 'credit' ? 'Credit' : 'Debit'} ${amount || '0'} ${currency}`}
          danger={direction === 'debit'}
          onClose={close}
          onConfirm={() =>
            playerActions
              .adjustBalance(player.id, { currency: currency as (typeof currencyCodes)[number], direction, amount, reason, idempotencyKey })
              .then(done)
          }
        >
          <p className="admin__muted">Posted through the ledger against payments clearing; a balance never goes below zero.</p>
          <div className="admin-form__row">
            <label className="admin-field">
              <span>Direction</span>
              <select className="admin-input" value={direction} onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}>
                <option value="credit">Credit</option>
                <option value="debit">Debit</option>
              </select>
            </label>
            <label className="admin-field">
              <span>Currency</span>
              <select className="admin-input" value={currency} onChange={(event) => setCurrency(event.target.value)}>
                {currencyCodes.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </select>
            </label>
            <label className="admin-field">
              <span>Amount</span>
              <input className="admin-input" required inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </label>
          </div>
          <ReasonField value={reason} onChange={setReason} />
        </ActionDialog>
      )}
    </div>
  );
}
