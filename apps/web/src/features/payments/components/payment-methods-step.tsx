import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CARD_TIER_RESTRICTED_COUNTRIES,
  cardTiers,
  fiatPaymentMethods,
  messages,
  type CardTier,
  type CurrencyCode,
  type FiatPaymentMethod,
} from '@lodestar/contracts';
import { FormAlert } from '@/components/form-alert';
import { Spinner } from '@/components/spinner';
import { currentIpQueryOptions } from '@/lib/platform-api';
import { useCurrencies } from '@/lib/wallet-queries';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { type MethodChoice, gatewaysQueryOptions } from '../api';
import { useDepositDraft } from '../deposit-draft';
import { failedPaymentTabs } from '../payment-config-cookie';
import { MethodIcon, TierIcon } from './method-icon';
import { StepHeader } from './step-header';

const CARD_TERMS = 'Fee 0% · Instant';

function FailedFlag() {
  return <span className="method-flag">{messages.money.failedToProcess}</span>;
}

interface OptionButtonProps {
  /** The button's whole accessible name ('Ruby', 'Credit Card'). */
  name: string;
  details?: string;
  failed: boolean;
  icon?: ReactNode;
  expanded?: boolean;
  controls?: string;
  variant: 'method' | 'option';
  onClick: () => void;
}

/** A method or sub-option: named by its label alone, its terms and a failure flag read as its description. */
function OptionButton({ name, details, failed, icon, expanded, controls, variant, onClick }: OptionButtonProps) {
  const descriptionId = useId();
  return (
    <button
      type="button"
      className={`pay-option pay-option--${variant}${failed ? ' pay-option--failed' : ''}`}
      aria-label={name}
      aria-describedby={details || failed ? descriptionId : undefined}
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
    >
      {icon}
      <span className="pay-option__text">
        <span className="pay-option__name">{name}</span>
        <span id={descriptionId} className="pay-option__details">
          {details}
          {failed && <FailedFlag />}
        </span>
      </span>
      {expanded !== undefined && (
        <svg className="pay-option__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      )}
    </button>
  );
}

/** Step 2 for fiat: the methods the server offers for this currency (SPEC.md §2). */
export function PaymentMethodsStep({ currency: currencyCode, onChoose }: { currency: CurrencyCode; onChoose: (choice: MethodChoice) => void }) {
  const draft = useDepositDraft((state) => state.draft);
  const update = useDepositDraft((state) => state.update);
  const gateways = useQuery(gatewaysQueryOptions);
  const isoCode = useQuery(currentIpQueryOptions).data?.isoCode;
  const currency = findCurrency(useCurrencies().data, currencyCode);
  const subOptionsId = useId();
  const failed = failedPaymentTabs();

  const methods = fiatPaymentMethods.filter(
    (method) => gateways.data?.includes(method.code) && (!method.currencies || method.currencies.includes(currencyCode)),
  );
  const tiers = cardTiers.filter((tier) => !(isoCode && CARD_TIER_RESTRICTED_COUNTRIES[tier]?.includes(isoCode)));
  const toggle = (code: 'CREDIT_CARD' | 'JETON') => update({ expanded: draft.expanded === code ? undefined : code });

  const renderMethod = (method: FiatPaymentMethod) => {
    if (method.code === 'CREDIT_CARD' || method.code === 'JETON') {
      const code = method.code;
      const open = draft.expanded === code;
      const options =
        code === 'CREDIT_CARD'
          ? tiers.map((tier: CardTier) => ({
              key: tier,
              name: tier,
              details: CARD_TERMS,
              failed: failed.includes(tier),
              icon: <TierIcon tier={tier} />,
              choice: { method, tier },
            }))
          : (['checkout', 'qr'] as const).map((jetonType) => ({
              key: jetonType,
              name: jetonType === 'qr' ? 'QR' : 'Checkout',
              details: jetonType === 'qr' ? 'Scan with the Jeton app' : 'Pay in your Jeton wallet',
              failed: false,
              icon: undefined,
              choice: { method, jetonType },
            }));
      return (
        <li key={code} className={`pay-method${open ? ' pay-method--open' : ''}`}>
          <OptionButton
            variant="method"
            name={method.label}
            details={code === 'CREDIT_CARD' ? 'Debit or credit card · Fee 0%' : 'Checkout or QR code'}
            failed={failed.includes(code) || (code === 'CREDIT_CARD' && tiers.length > 0 && tiers.every((tier) => failed.includes(tier)))}
            icon={<MethodIcon code={code} />}
            expanded={open}
            controls={`${subOptionsId}-${code}`}
            onClick={() => toggle(code)}
          />
          {open && (
            <ul id={`${subOptionsId}-${code}`} className={`pay-suboptions pay-suboptions--${code === 'CREDIT_CARD' ? 'tiers' : 'jeton'}`}>
              {options.map((option) => (
                <li key={option.key}>
                  <OptionButton
                    variant="option"
                    name={option.name}
                    details={option.details}
                    failed={option.failed}
                    icon={option.icon}
                    onClick={() => onChoose(option.choice)}
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      );
    }
    return (
      <li key={method.code} className="pay-method">
        <OptionButton
          variant="method"
          name={method.label}
          details={method.flow === 'redirect' ? 'Continue on the provider’s site' : CARD_TERMS}
          failed={failed.includes(method.code)}
          icon={<MethodIcon code={method.code} />}
          onClick={() => onChoose({ method })}
        />
      </li>
    );
  };

  return (
    <div className="deposit-step">
      <StepHeader
        onBack={() => update({ step: 'amount', error: undefined })}
        title="Payment method"
        summary={currency ? formatMoney(draft.amount, currency) : `${draft.amount} ${currencyCode}`}
      />
      <FormAlert message={draft.error} />
      {gateways.isPending ? (
        <div className="modal__loading">
          <Spinner label="Loading payment methods" />
        </div>
      ) : methods.length === 0 ? (
        <p className="deposit-step__empty">
          No payment method takes {currency?.displayCode ?? currencyCode} right now. Choose another wallet or try again later.
        </p>
      ) : (
        <ul className="pay-methods">{methods.map(renderMethod)}</ul>
      )}
    </div>
  );
}
