import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  COPY_CONFIRMATION_MS,
  buyCryptoProviders,
  type BuyCryptoProvider,
  type Currency,
  type CurrencyCode,
  type CryptoDepositResponse,
  messages,
} from '@lodestar/contracts';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { QrCode } from '@/components/qr-code';
import { Spinner } from '@/components/spinner';
import { Tabs } from '@/components/tabs';
import { showToast } from '@/components/toast/toast-store';
import { serverErrorMessage } from '@/lib/form-errors';
import { useCurrencies } from '@/lib/wallet-queries';
import { currencyLabel, findCurrency, formatMoney } from '@/lib/currency-format';
import { CurrencyIcon } from '@/components/currency-icon';
import { useCloseModal, useOpenModal } from '@/lib/modal-store';
import { cryptoDepositQueryOptions, minimumsQueryOptions } from '../api';
import { useDepositDraft, type CryptoTab } from '../deposit-draft';
import { useDepositWatcher } from '../use-deposit-watcher';
import { StepHeader } from './step-header';

/** The copy button of an address: 'Copied!' for COPY_CONFIRMATION_MS, then its label again. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      showToast('Copying is blocked in this browser: select the text and copy it instead', 'error');
    }
  };

  return (
    <Button variant="secondary" size="sm" className="copy-button" onClick={() => void copy()}>
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {copied ? (
          <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="5" y="5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M3 11V3.5A1.5 1.5 0 014.5 2H10" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </>
        )}
      </svg>
      <span aria-live="polite">{copied ? 'Copied!' : label}</span>
    </Button>
  );
}

function DepositAddressPanel({
  deposit,
  currency,
  minDeposit,
}: {
  deposit: CryptoDepositResponse;
  currency: Currency;
  minDeposit: string | undefined;
}) {
  const name = currencyLabel(currency);
  return (
    <div className="crypto-address">
      {deposit.testMode && (
        <p className="crypto-address__test-mode" role="alert">
          <strong>Test mode:</strong> this address comes from a public test key — never send real funds to it.
        </p>
      )}
      <div className="crypto-address__main">
        <QrCode value={deposit.address} label={`QR code of your ${currency.displayCode} deposit address`} />
        <div className="crypto-address__details">
          <p className="crypto-address__label">
            <CurrencyIcon currency={currency} size={20} />
            Your {name} deposit address
          </p>
          <output className="crypto-address__value" aria-label="Deposit address">
            {deposit.address}
          </output>
          <CopyButton value={deposit.address} label="Copy address" />
        </div>
      </div>
      <TutorialLink />
      <ul className="crypto-address__notes">
        <li>
          Send only {name} to this address. Amounts below the minimum deposit
          {minDeposit ? ` of ${formatMoney(minDeposit, currency)}` : ''} may be lost.
        </li>
        <li>
          Credited after {deposit.confirmations} network confirmation{deposit.confirmations === 1 ? '' : 's'}.
        </li>
      </ul>
    </div>
  );
}

/** Opens the tutorial video over the deposit modal; closing it comes back here. */
function TutorialLink() {
  const openModal = useOpenModal();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="tutorial-link"
      onClick={() => openModal({ kind: 'youtube', returnTo: { kind: 'deposit', resumeDraft: useDepositDraft.getState().draft } })}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M6.5 5v6l5-3z" fill="currentColor" />
      </svg>
      How to deposit crypto
    </Button>
  );
}

const providerTerms = (provider: BuyCryptoProvider) =>
  [
    provider.fee && `Fee ${provider.fee}`,
    provider.duration,
    provider.verificationAboveEur !== null && `Verification above ${provider.verificationAboveEur} €`,
  ]
    .filter(Boolean)
    .join(' · ');

/** The buy widget's URL for a provider: the server's widget URL with `provider` added. */
function providerUrl(widgetUrl: string, provider: BuyCryptoProvider): string {
  const url = new URL(widgetUrl, window.location.origin);
  url.searchParams.set('provider', provider.id);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function BuyCryptoPanel({ deposit, currency }: { deposit: CryptoDepositResponse; currency: Currency }) {
  const openModal = useOpenModal();
  return (
    <div className="buy-crypto">
      <p className="buy-crypto__intro">
        Buy {currencyLabel(currency)} with a card or bank transfer. The provider sends it straight to your Lodestar wallet.
      </p>
      <ul className="buy-crypto__providers">
        {buyCryptoProviders.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              className="pay-option pay-option--method buy-crypto__provider"
              onClick={() =>
                openModal({
                  kind: 'iframe',
                  content: {
                    view: 'buy',
                    url: providerUrl(deposit.banxaCheckoutIframe, provider),
                    providerName: provider.name,
                    currency: currency.code,
                  },
                })
              }
            >
              <span className={`provider-mark provider-mark--${provider.id}`} aria-hidden="true">
                {provider.name.charAt(0)}
              </span>
              <span className="pay-option__text">
                <span className="pay-option__name">{provider.name}</span>
                {providerTerms(provider) && <span className="pay-option__details">{providerTerms(provider)}</span>}
              </span>
              <svg className="pay-option__chevron pay-option__chevron--right" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Step 2 for crypto: buy it through a widget, or send it to the player's own address. */
export function CryptoDepositStep({ currency: currencyCode }: { currency: CurrencyCode }) {
  const draft = useDepositDraft((state) => state.draft);
  const update = useDepositDraft((state) => state.update);
  const closeModal = useCloseModal();
  const currency = findCurrency(useCurrencies().data, currencyCode);
  const deposit = useQuery(cryptoDepositQueryOptions(currencyCode, draft.coupon.trim()));
  const minDeposit = useQuery(minimumsQueryOptions(currencyCode)).data?.minDeposit;

  useDepositWatcher(() => {
    showToast(messages.money.paymentReceived, 'success');
    closeModal();
  });

  let content;
  if (deposit.isPending || !currency) {
    content = (
      <div className="modal__loading">
        <Spinner label="Getting your deposit address" />
      </div>
    );
  } else if (deposit.isError) {
    content = (
      <div className="deposit-step">
        <FormAlert message={serverErrorMessage(deposit.error)} />
        <Button variant="secondary" onClick={() => void deposit.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    content = (
      <Tabs<CryptoTab>
        label="Deposit method"
        selected={draft.cryptoTab}
        onSelect={(cryptoTab) => update({ cryptoTab })}
        tabs={[
          { id: 'buy', label: 'Buy crypto', content: <BuyCryptoPanel deposit={deposit.data} currency={currency} /> },
          { id: 'deposit', label: 'Deposit', content: <DepositAddressPanel deposit={deposit.data} currency={currency} minDeposit={minDeposit} /> },
        ]}
      />
    );
  }

  return (
    <div className="deposit-step">
      <StepHeader
        onBack={() => update({ step: 'amount' })}
        title={`Deposit ${currency?.displayCode ?? currencyCode}`}
        summary={currency ? formatMoney(draft.amount, currency) : undefined}
      />
      {content}
    </div>
  );
}
