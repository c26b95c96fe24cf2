import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  currencyCodes,
  limitKinds,
  limitPeriods,
  type AdminPlayerDetail,
  type LimitKind,
  type LimitPeriod,
  type StaffPermission,
} from '@lodestar/contracts';
import { Button } from '@/components/button';
import { ActionDialog, ReasonField } from './action-dialog';
import { playerActions } from './players-api';

type ActionName = 'lock' | 'unlock' | 'end-sessions' | 'lower-limit' | 'adjust';

/** One action of the player detail: its button, who may use it, and the confirm dialog it opens. */
interface PlayerAction {
  name: ActionName;
  permission: StaffPermission;
  button: string;
  buttonVariant: 'secondary' | 'danger';
  title: string;
  confirmLabel: string;
  danger?: boolean;
  /** What the action does, said before the staff member confirms. */
  explanation?: string;
  /** The action's own fields (a limit, an amount), above the reason. */
  fields?: ReactNode;
  /** Whether the action takes a mandatory reason. */
  reason: boolean;
  send: () => Promise<unknown>;
}

/** The action buttons of the player detail, each behind a confirm dialog with its reason. */
export function PlayerActions({ player, permissions }: { player: AdminPlayerDetail['profile']; permissions: readonly string[] }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ActionName>();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [currency, setCurrency] = useState(player.currency);
  // One key per opened adjustment dialog: a double click or a retry after a timeout posts once.
  const [idempotencyKey, setIdempotencyKey] = useState('');

  const start = (action: ActionName) => {
    setReason('');
    setAmount('');
    setIdempotencyKey(crypto.randomUUID());
    setOpen(action);
  };
  const close = () => setOpen(undefined);
  const done = () => queryClient.invalidateQueries({ queryKey: ['staff', 'players'] });

  const limitFields = (
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
  );
  const adjustmentFields = (
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
  );

  // Lock or unlock, whichever applies: one button in the same place.
  const lockAction: PlayerAction = player.locked
    ? {
        name: 'unlock',
        permission: 'players:lock',
        button: 'Unlock',
        buttonVariant: 'secondary',
        title: `Unlock ${player.email}?`,
        confirmLabel: 'Unlock',
        reason: true,
        send: () => playerActions.unlock(player.id, reason),
      }
    : {
        name: 'lock',
        permission: 'players:lock',
        button: 'Lock',
        buttonVariant: 'danger',
        title: `Lock ${player.email}?`,
        confirmLabel: 'Lock',
        danger: true,
        explanation: 'The player is signed out everywhere and cannot sign in until unlocked.',
        reason: true,
        send: () => playerActions.lock(player.id, reason),
      };
  const allActions: PlayerAction[] = [
    lockAction,
    {
      name: 'end-sessions',
      permission: 'players:lock',
      button: 'End sessions',
      buttonVariant: 'secondary',
      title: 'End every session?',
      confirmLabel: 'End sessions',
      danger: true,
      explanation: 'The player is signed out on every device; they may sign in again.',
      reason: false,
      send: () => playerActions.endSessions(player.id),
    },
    {
      name: 'lower-limit',
      permission: 'players:lock',
      button: 'Lower a limit',
      buttonVariant: 'secondary',
      title: 'Lower a limit',
      confirmLabel: 'Lower limit',
      explanation: 'Staff may only lower a limit, never raise or remove it. It applies at once.',
      fields: limitFields,
      reason: true,
      send: () => playerActions.lowerLimit(player.id, { kind, period, amount, reason }),
    },
    {
      name: 'adjust',
      permission: 'balance:adjust',
      button: 'Adjust balance',
      buttonVariant: 'secondary',
      title: 'Adjust cash balance',
      confirmLabel: `${direction === 'credit' ? 'Credit' : 'Debit'} ${amount || '0'} ${currency}`,
      danger: direction === 'debit',
      explanation: 'Posted through the ledger against payments clearing; a balance never goes below zero.',
      fields: adjustmentFields,
      reason: true,
      send: () =>
        playerActions.adjustBalance(player.id, {
          currency: currency as (typeof currencyCodes)[number],
          direction,
          amount,
          reason,
          idempotencyKey,
        }),
    },
  ];
  const actions = allActions.filter((action) => permissions.includes(action.permission));
  const current = actions.find((action) => action.name === open);

  return (
    <div className="admin-actions">
      {actions.map((action) => (
        <Button key={action.name} variant={action.buttonVariant} onClick={() => start(action.name)}>
          {action.button}
        </Button>
      ))}
      {current && (
        <ActionDialog
          title={current.title}
          confirmLabel={current.confirmLabel}
          danger={current.danger}
          onClose={close}
          onConfirm={() => current.send().then(done)}
        >
          {current.explanation && <p className="admin__muted">{current.explanation}</p>}
          {current.fields}
          {current.reason && <ReasonField value={reason} onChange={setReason} />}
        </ActionDialog>
      )}
    </div>
  );
}
