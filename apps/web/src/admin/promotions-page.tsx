import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCouponOffer, AdminDepositTier, CouponStatus, DepositTierStatus } from '@lodestar/contracts';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActionDialog } from './action-dialog';
import { CouponFormDialog } from './coupon-form-dialog';
import { promotionActions, promotionListQueryOptions } from './promotions-api';
import { dateTimeOf, StaffGate } from './staff-gate';
import { TierFormDialog } from './tier-form-dialog';

/** Coupon offers (create, edit, limit, expire) and the deposit tiers (create, edit, end), for staff who run promotions. */
export function AdminPromotionsPage() {
  useDocumentTitle('Promotions');
  return (
    <StaffGate permission="promotions:manage">
      <Promotions />
    </StaffGate>
  );
}

type OpenDialog =
  | { kind: 'create' | 'create-tier' }
  | { kind: 'edit' | 'limit' | 'expire'; coupon: AdminCouponOffer }
  | { kind: 'edit-tier' | 'end-tier'; tier: AdminDepositTier }
  | null;

const statusLabels: Record<CouponStatus | DepositTierStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  expired: 'Expired',
  exhausted: 'Exhausted',
  ended: 'Ended',
};

/** "50% up to 100.00 EUR + 25 free spins": what one redemption gives. */
function givesOf(coupon: Pick<AdminCouponOffer, 'bonusKind' | 'bonusPercent' | 'maxBonusEur' | 'freeSpins' | 'minDepositEur'>): string {
  const parts: string[] = [];
  if (coupon.bonusKind === 'percent') {
    const from = coupon.minDepositEur ? ` (deposit from ${coupon.minDepositEur} EUR)` : '';
    parts.push(`${coupon.bonusPercent}% of next deposit up to ${coupon.maxBonusEur} EUR${from}`);
  }
  if (coupon.bonusKind === 'fixed') parts.push(`${coupon.maxBonusEur} EUR bonus`);
  if (coupon.freeSpins > 0) parts.push(`${coupon.freeSpins} free spins`);
  return parts.join(' + ');
}

function Promotions() {
  const list = useQuery(promotionListQueryOptions);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string>();
  const [limit, setLimit] = useState('');

  if (list.isPending) return <Spinner label="Loading promotions" />;
  if (list.error) return <LoadError what="The promotions" onRetry={() => void list.refetch()} />;

  const close = () => setOpen(null);
  const done = async ({ message }: { message: string }) => {
    setNotice(message);
    await queryClient.invalidateQueries({ queryKey: promotionListQueryOptions.queryKey });
  };
  const openLimit = (coupon: AdminCouponOffer) => {
    setLimit(coupon.maxRedemptions?.toString() ?? '');
    setOpen({ kind: 'limit', coupon });
  };
  const { coupons, depositTiers } = list.data;

  return (
    <section className="admin-promotions" aria-labelledby="promotions-title">
      <div className="admin-queue__head">
        <h1 id="promotions-title" className="admin__title">
          Promotions
        </h1>
        <Button onClick={() => setOpen({ kind: 'create' })}>New coupon</Button>
      </div>
      {notice && (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      )}
      <h2 className="admin__subtitle">Coupons</h2>
      {coupons.length === 0 ? (
        <p className="admin-empty">No coupons yet. Create one with New coupon.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-promotions__table" aria-label="Coupons">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Gives</th>
                <th scope="col" className="admin-num">
                  Redeemed / limit
                </th>
                <th scope="col">Window</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.code} aria-label={coupon.code}>
                  <th scope="row">
                    <code className="admin-promotions__code">{coupon.code}</code>
                  </th>
                  <td className="admin-promotions__wrap">{givesOf(coupon)}</td>
                  <td className="admin-num">
                    {coupon.redeemed} / {coupon.maxRedemptions ?? '∞'}
                    <span className="admin-promotions__granted">{coupon.granted} granted</span>
                  </td>
                  <td>
                    <span className="admin-promotions__line">from {dateTimeOf(coupon.validFrom)}</span>
                    <span className="admin-promotions__line admin__muted">
                      {coupon.validUntil ? `until ${dateTimeOf(coupon.validUntil)}` : 'no end'}
                    </span>
                  </td>
                  <td>
                    <span className={`admin-badge admin-badge--${coupon.status}`}>{statusLabels[coupon.status]}</span>
                  </td>
                  <td className="admin-promotions__wrap admin-promotions__actions-cell">
                    <div className="admin-promotions__actions">
                      <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'edit', coupon })} aria-label={`Edit ${coupon.code}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="secondary" onClick={() => openLimit(coupon)} aria-label={`Change the limit of ${coupon.code}`}>
                        Limit
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={coupon.status === 'expired'}
                        onClick={() => setOpen({ kind: 'expire', coupon })}
                        aria-label={`Expire ${coupon.code}`}
                      >
                        Expire
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="admin-queue__head">
        <h2 className="admin__subtitle">Deposit tiers</h2>
        <Button variant="secondary" onClick={() => setOpen({ kind: 'create-tier' })}>
          New tier
        </Button>
      </div>
      <p className="admin__muted">
        The bonuses of the 1st to 5th deposit: a deposit earns the running tier with the highest threshold it reaches. The terms page lists the
        running ones.
      </p>
      <DepositTiers
        tiers={depositTiers}
        onEdit={(tier) => setOpen({ kind: 'edit-tier', tier })}
        onEnd={(tier) => setOpen({ kind: 'end-tier', tier })}
      />

      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <CouponFormDialog
          coupon={open.kind === 'edit' ? open.coupon : undefined}
          onCreate={(body) => promotionActions.createCoupon(body).then(done)}
          onEdit={(code, body) => promotionActions.editCoupon(code, body).then(done)}
          onClose={close}
        />
      )}
      {(open?.kind === 'create-tier' || open?.kind === 'edit-tier') && (
        <TierFormDialog
          tier={open.kind === 'edit-tier' ? open.tier : undefined}
          onCreate={(body) => promotionActions.createTier(body).then(done)}
          onEdit={(id, body) => promotionActions.editTier(id, body).then(done)}
          onClose={close}
        />
      )}
      {open?.kind === 'end-tier' && (
        <ActionDialog
          title={`End ${open.tier.name} (from ${open.tier.minDepositEur} EUR) now?`}
          confirmLabel="End now"
          danger
          onClose={close}
          onConfirm={() => promotionActions.endTier(open.tier.id).then(done)}
        >
          <p className="admin__muted">
            Deposits from now on do not earn it. Bonuses already granted from it keep running. Edit it later to run it again.
          </p>
        </ActionDialog>
      )}
      {open?.kind === 'limit' && (
        <ActionDialog
          title={`Change the limit of ${open.coupon.code}`}
          confirmLabel="Change limit"
          onClose={close}
          onConfirm={() => promotionActions.changeLimit(open.coupon.code, { maxRedemptions: limit.trim() === '' ? null : Number(limit) }).then(done)}
        >
          <p className="admin__muted">{open.coupon.redeemed} redeemed so far; the limit cannot go below that. Leave it empty for no limit.</p>
          <label className="admin-field">
            <span>Redemption limit</span>
            <input className="admin-input" inputMode="numeric" value={limit} onChange={(event) => setLimit(event.target.value)} />
          </label>
        </ActionDialog>
      )}
      {open?.kind === 'expire' && (
        <ActionDialog
          title={`Expire ${open.coupon.code} now?`}
          confirmLabel="Expire now"
          danger
          onClose={close}
          onConfirm={() => promotionActions.expire(open.coupon.code).then(done)}
        >
          <p className="admin__muted">Nobody can redeem it from now on. Promotions already granted from it keep running.</p>
        </ActionDialog>
      )}
    </section>
  );
}

interface DepositTiersProps {
  tiers: AdminDepositTier[];
  onEdit: (tier: AdminDepositTier) => void;
  onEnd: (tier: AdminDepositTier) => void;
}

function DepositTiers({ tiers, onEdit, onEnd }: DepositTiersProps) {
  if (tiers.length === 0) return <p className="admin-empty">No deposit tiers. Create one with New tier.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-promotions__table" aria-label="Deposit tiers">
        <thead>
          <tr>
            <th scope="col">Deposit</th>
            <th scope="col">From</th>
            <th scope="col">Gives</th>
            <th scope="col" className="admin-num">
              Granted
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => {
            const label = `deposit #${tier.depositNumber} from ${tier.minDepositEur} EUR`;
            return (
              <tr key={tier.id} aria-label={label}>
                <th scope="row">#{tier.depositNumber}</th>
                <td>{tier.minDepositEur} EUR</td>
                <td className="admin-promotions__wrap">{givesOf({ ...tier, bonusKind: 'percent', minDepositEur: null })}</td>
                <td className="admin-num">{tier.granted}</td>
                <td>
                  <span className={`admin-badge admin-badge--${tier.status === 'live' ? 'live' : 'expired'}`}>{statusLabels[tier.status]}</span>
                  {tier.endsAt && (
                    <span className="admin-promotions__line admin__muted">
                      {tier.status === 'live' ? 'until' : 'since'} {dateTimeOf(tier.endsAt)}
                    </span>
                  )}
                </td>
                <td className="admin-promotions__wrap admin-promotions__actions-cell">
                  <div className="admin-promotions__actions">
                    <Button size="sm" variant="secondary" onClick={() => onEdit(tier)} aria-label={`Edit the tier of ${label}`}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={tier.status === 'ended'}
                      onClick={() => onEnd(tier)}
                      aria-label={`End the tier of ${label}`}
                    >
                      End
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
