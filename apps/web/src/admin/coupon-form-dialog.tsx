import {
  COUPON_CODE_MAX_LENGTH,
  createCouponRequest,
  editCouponRequest,
  type AdminCouponOffer,
  type CouponBonusKind,
  type CreateCouponRequest,
  type EditCouponRequest,
} from '@lodestar/contracts';
import { instantOf, localInputOf, numberOrUndefined, optionalInstantOf, SchemaFormDialog, type SchemaForm } from './schema-form-dialog';

/** The form as typed: strings, turned into the request the shared schema checks. */
interface CouponFormValues extends Record<string, string> {
  couponCode: string;
  bonusKind: CouponBonusKind;
  bonusPercent: string;
  maxBonusEur: string;
  fixedBonusEur: string;
  freeSpins: string;
  maxRedemptions: string;
  validFrom: string;
  validUntil: string;
}

function initialValues(coupon: AdminCouponOffer | undefined): CouponFormValues {
  return {
    couponCode: coupon?.code ?? '',
    bonusKind: coupon?.bonusKind ?? 'percent',
    bonusPercent: coupon && coupon.bonusKind === 'percent' ? String(coupon.bonusPercent) : '100',
    maxBonusEur: coupon && coupon.bonusKind === 'percent' ? coupon.maxBonusEur : '100',
    fixedBonusEur: coupon && coupon.bonusKind === 'fixed' ? coupon.maxBonusEur : '',
    freeSpins: String(coupon?.freeSpins ?? 0),
    maxRedemptions: coupon?.maxRedemptions?.toString() ?? '',
    validFrom: localInputOf(coupon ? new Date(coupon.validFrom) : new Date()),
    validUntil: coupon?.validUntil ? localInputOf(new Date(coupon.validUntil)) : '',
  };
}

/** The body of the call: only the fields of the chosen bonus kind. */
function givesOf(values: CouponFormValues): EditCouponRequest {
  return {
    bonusKind: values.bonusKind,
    ...(values.bonusKind === 'percent' ? { bonusPercent: numberOrUndefined(values.bonusPercent), maxBonusEur: values.maxBonusEur } : {}),
    ...(values.bonusKind === 'fixed' ? { fixedBonusEur: values.fixedBonusEur } : {}),
    freeSpins: numberOrUndefined(values.freeSpins) ?? 0,
    validFrom: instantOf(values.validFrom),
    validUntil: optionalInstantOf(values.validUntil),
  };
}

const newCouponOf = (values: CouponFormValues): CreateCouponRequest => ({
  ...givesOf(values),
  couponCode: values.couponCode,
  maxRedemptions: values.maxRedemptions.trim() === '' ? null : Number(values.maxRedemptions),
});

const bonusKindLabels = [
  ['percent', 'Percent of the next deposit'],
  ['fixed', 'Fixed amount'],
  ['none', 'No bonus'],
] as const;

interface CouponFormDialogProps {
  /** Absent: a new coupon. */
  coupon?: AdminCouponOffer;
  onCreate: (body: CreateCouponRequest) => Promise<unknown>;
  onEdit: (code: string, body: EditCouponRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Create or edit a coupon offer in a modal. */
export function CouponFormDialog({ coupon, onCreate, onEdit, onClose }: CouponFormDialogProps) {
  const common = { initialValues: initialValues(coupon), onClose };
  const fields =
    (editing: boolean) =>
    ({ values, set, field }: SchemaForm<CouponFormValues>) => (
      <>
        {editing ? (
          <p className="admin__muted">Changes apply to redemptions from now on; players who redeemed it keep the terms they got.</p>
        ) : (
          field('couponCode', 'Code', { hint: `Letters A–Z, digits and hyphens; players type it in any case`, maxLength: COUPON_CODE_MAX_LENGTH })
        )}
        <fieldset className="admin-coupon-dialog__kinds">
          <legend>Bonus</legend>
          {bonusKindLabels.map(([kind, label]) => (
            <label key={kind} className="admin-coupon-dialog__kind">
              <input type="radio" name="bonusKind" checked={values.bonusKind === kind} onChange={() => set('bonusKind')(kind)} />
              {label}
            </label>
          ))}
        </fieldset>
        {values.bonusKind === 'percent' && (
          <div className="admin-form__row">
            {field('bonusPercent', 'Percent', { inputMode: 'numeric' })}
            {field('maxBonusEur', 'Up to (EUR)', { inputMode: 'decimal' })}
          </div>
        )}
        {values.bonusKind === 'fixed' && field('fixedBonusEur', 'Bonus (EUR)', { inputMode: 'decimal' })}
        <div className="admin-form__row">
          {field('freeSpins', 'Free spins', { inputMode: 'numeric' })}
          {!editing && field('maxRedemptions', 'Redemption limit', { inputMode: 'numeric', hint: 'Empty: no limit' })}
        </div>
        <div className="admin-form__row">
          {field('validFrom', 'Valid from', { type: 'datetime-local' })}
          {field('validUntil', 'Valid until', { type: 'datetime-local', hint: 'Empty: no end' })}
        </div>
        <p className="admin__muted">Wagering, stake limit and validity days are the standard promotion terms.</p>
      </>
    );
  return coupon ? (
    <SchemaFormDialog
      {...common}
      title={`Edit ${coupon.code}`}
      submitLabel="Save changes"
      schema={editCouponRequest}
      bodyOf={givesOf}
      send={(body) => onEdit(coupon.code, body)}
    >
      {fields(true)}
    </SchemaFormDialog>
  ) : (
    <SchemaFormDialog {...common} title="New coupon" submitLabel="Create coupon" schema={createCouponRequest} bodyOf={newCouponOf} send={onCreate}>
      {fields(false)}
    </SchemaFormDialog>
  );
}
