import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminPlayerDetail } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { ActionDialog, ReasonField } from './action-dialog';
import { Empty, NumberHead, ScrollTable, Section, StatusBadge } from './player-detail-parts';
import { playerActions } from './players-api';
import { dateTimeOf } from './staff-gate';

type Bonus = AdminPlayerDetail['bonuses'][number];

/** Wagering done as a share of what is required: "12.50 / 625.00 (2%)". */
function wageringOf(bonus: Bonus): string {
  const required = Number(bonus.wageringRequired);
  const percent = required > 0 ? Math.min(100, Math.floor((Number(bonus.wagered) / required) * 100)) : 100;
  return `${bonus.wagered} / ${bonus.wageringRequired} (${percent}%)`;
}

/** The player's promotions, active and past; staff with promotions:manage may cancel the active one, with a reason. */
export function BonusesSection({ playerId, bonuses, mayCancel }: { playerId: string; bonuses: Bonus[]; mayCancel: boolean }) {
  const [cancelling, setCancelling] = useState<Bonus>();
  // One promotion at a time is active: its cancel sits above the table, in view however far the table scrolls.
  const active = bonuses.find((bonus) => bonus.status === 'active');
  return (
    <Section title="Bonuses" wide>
      {active && mayCancel && (
        <div className="admin-bonus-active">
          <span>
            <strong>{active.name}</strong> is active: {active.bonusBalance} {active.currency} bonus balance, {wageringOf(active)} wagered.
          </span>
          <Button variant="danger" size="sm" onClick={() => setCancelling(active)}>
            Cancel bonus
          </Button>
        </div>
      )}
      {bonuses.length === 0 ? (
        <Empty>No bonuses yet.</Empty>
      ) : (
        <ScrollTable label="Bonuses table">
          <thead>
            <tr>
              <th scope="col">Offer</th>
              <th scope="col">Status</th>
              <NumberHead>Granted</NumberHead>
              <NumberHead>Bonus balance</NumberHead>
              <th scope="col">Wagering</th>
              <NumberHead>Free spins left</NumberHead>
              <th scope="col">Granted · expires</th>
            </tr>
          </thead>
          <tbody>
            {bonuses.map((bonus) => (
              <tr key={bonus.id}>
                <td className="admin-cell--wrap">{bonus.name}</td>
                <td>
                  <StatusBadge status={bonus.status} />
                </td>
                <td className="admin-num">
                  {bonus.bonusAmount} {bonus.currency}
                </td>
                <td className="admin-num">{bonus.bonusBalance}</td>
                <td>{wageringOf(bonus)}</td>
                <td className="admin-num">{bonus.freeSpins.total > 0 ? `${bonus.freeSpins.left} / ${bonus.freeSpins.total}` : '—'}</td>
                <td>
                  {dateTimeOf(bonus.createdAt)}
                  <div className="admin__muted admin-cell__sub">until {dateTimeOf(bonus.expiresAt)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      {cancelling && <CancelBonusDialog playerId={playerId} bonus={cancelling} onClose={() => setCancelling(undefined)} />}
    </Section>
  );
}

/** The confirm step says exactly what the player loses: the bonus balance, free-spin winnings and unplayed spins. */
function CancelBonusDialog({ playerId, bonus, onClose }: { playerId: string; bonus: Bonus; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const confirm = async () => {
    await playerActions.cancelBonus(playerId, { promotionId: bonus.id, reason });
    await queryClient.invalidateQueries({ queryKey: ['staff', 'players'] });
  };
  return (
    <ActionDialog title={`Cancel “${bonus.name}”?`} confirmLabel="Forfeit bonus" danger onClose={onClose} onConfirm={confirm}>
      <p className="admin__muted">
        The player forfeits{' '}
        <strong>
          {bonus.bonusBalance} {bonus.currency}
        </strong>{' '}
        of bonus money
        {bonus.freeSpins.total > 0 && (
          <>
            , {bonus.freeSpins.winnings} {bonus.currency} of free-spin winnings and {bonus.freeSpins.left} unplayed free spins
          </>
        )}
        . All of it goes back to the house through the ledger, as when the player cancels; their cash stays theirs.
      </p>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
