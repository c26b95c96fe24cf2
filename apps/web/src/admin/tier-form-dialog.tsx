import {
  createDepositTierRequest,
  editDepositTierRequest,
  PROMOTION_TERMS,
  type AdminDepositTier,
  type CreateDepositTierRequest,
  type EditDepositTierRequest,
} from '@lodestar/contracts';
import { localInputOf, optionalInstantOf, SchemaFormDialog, type SchemaForm } from './schema-form-dialog';

interface TierFormValues extends Record<string, string> {
  depositNumber: string;
  minDepositEur: string;
  bonusPercent: string;
  maxBonusEur: string;
  freeSpins: string;
  endsAt: string;
}

const initialValues = (tier: AdminDepositTier | undefined): TierFormValues => ({
  depositNumber: String(tier?.depositNumber ?? 1),
  minDepositEur: tier?.minDepositEur ?? '',
  bonusPercent: String(tier?.bonusPercent ?? 100),
  maxBonusEur: tier?.maxBonusEur ?? String(PROMOTION_TERMS.maxBonusEur),
  freeSpins: String(tier?.freeSpins ?? 0),
  endsAt: tier?.endsAt ? localInputOf(new Date(tier.endsAt)) : '',
});

const changeOf = (values: TierFormValues): EditDepositTierRequest => ({
  bonusPercent: Number(values.bonusPercent),
  maxBonusEur: values.maxBonusEur,
  freeSpins: Number(values.freeSpins),
  endsAt: optionalInstantOf(values.endsAt),
});

const newTierOf = (values: TierFormValues): CreateDepositTierRequest => ({
  ...changeOf(values),
  depositNumber: Number(values.depositNumber),
  minDepositEur: values.minDepositEur,
});

const ordinals = ['1st', '2nd', '3rd', '4th', '5th'];

interface TierFormDialogProps {
  /** Absent: a new tier. */
  tier?: AdminDepositTier;
  onCreate: (body: CreateDepositTierRequest) => Promise<unknown>;
  onEdit: (id: string, body: EditDepositTierRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Create a deposit tier, or change what one gives and until when it runs. */
export function TierFormDialog({ tier, onCreate, onEdit, onClose }: TierFormDialogProps) {
  const common = { initialValues: initialValues(tier), onClose };
  const fields =
    (editing: boolean) =>
    ({ values, set, field }: SchemaForm<TierFormValues>) => (
      <>
        {editing ? (
          <p className="admin__muted">Changes apply to deposits from now on; bonuses already granted keep their terms.</p>
        ) : (
          <div className="admin-form__row">
            <div className="admin-field">
              <label htmlFor="tier-deposit-number">Deposit</label>
              <select
                id="tier-deposit-number"
                className="admin-input"
                value={values.depositNumber}
                onChange={(event) => set('depositNumber')(event.target.value)}
              >
                {ordinals.slice(0, PROMOTION_TERMS.maxDeposits).map((ordinal, index) => (
                  <option key={ordinal} value={index + 1}>
                    {ordinal} deposit
                  </option>
                ))}
              </select>
            </div>
            {field('minDepositEur', 'From (EUR)', { inputMode: 'decimal', hint: '0: any deposit' })}
          </div>
        )}
        <div className="admin-form__row">
          {field('bonusPercent', 'Bonus percent', { inputMode: 'numeric' })}
          {field('maxBonusEur', 'Up to (EUR)', { inputMode: 'decimal' })}
        </div>
        <div className="admin-form__row">
          {field('freeSpins', 'Free spins', { inputMode: 'numeric' })}
          {field('endsAt', 'Runs until', { type: 'datetime-local', hint: 'Empty: no end' })}
        </div>
        <p className="admin__muted">Wagering, stake limit and validity days are the standard promotion terms.</p>
      </>
    );
  return tier ? (
    <SchemaFormDialog
      {...common}
      title={`Edit the ${ordinals[tier.depositNumber - 1]} deposit tier from ${tier.minDepositEur} EUR`}
      submitLabel="Save changes"
      schema={editDepositTierRequest}
      bodyOf={changeOf}
      send={(body) => onEdit(tier.id, body)}
    >
      {fields(true)}
    </SchemaFormDialog>
  ) : (
    <SchemaFormDialog
      {...common}
      title="New deposit tier"
      submitLabel="Create tier"
      schema={createDepositTierRequest}
      bodyOf={newTierOf}
      send={onCreate}
    >
      {fields(false)}
    </SchemaFormDialog>
  );
}
