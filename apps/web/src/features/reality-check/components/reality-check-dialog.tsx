import type { CurrencyCode, RealityCheckStatus } from '@lodestar/contracts';
import { realityCheckText } from '@lodestar/contracts/schema-free';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal/modal';
import { findCurrency, formatMoney } from '@/lib/currency-format';
import { useCurrencies } from '@/lib/wallet-queries';
import { formatTimePlayed } from '../reality-check-format';
import './reality-check.css';

interface RealityCheckDialogProps {
  status: RealityCheckStatus;
  onContinue: () => void;
  onLogOut: () => void;
  continuing: boolean;
}

/** UKGC RTS 13: what the session cost so far, and a choice; it cannot be dismissed any other way. */
export function RealityCheckDialog({ status, onContinue, onLogOut, continuing }: RealityCheckDialogProps) {
  const currencies = useCurrencies();
  const money = (amount: string, code: CurrencyCode) => formatMoney(amount, findCurrency(currencies.data, code), code);
  // A gain reads as one: '+2.50 EUR'; a loss has its minus, nothing at all no sign.
  const signed = (amount: string, code: CurrencyCode) => (amount.startsWith('-') || !/[1-9]/.test(amount) ? '' : '+') + money(amount, code);

  return (
    <Modal
      title={realityCheckText.title}
      role="alertdialog"
      size="sm"
      dismissible={false}
      onClose={onContinue}
      description={`You have been playing for ${formatTimePlayed(status.playedSeconds)}. ${realityCheckText.dialogIntro}`}
    >
      <div className="reality-check">
        <dl className="reality-check__figures">
          <div className="reality-check__figure reality-check__figure--time">
            <dt>{realityCheckText.timePlayed}</dt>
            <dd data-testid="reality-check-time">{formatTimePlayed(status.playedSeconds)}</dd>
          </div>
          {status.totals.length === 0 && (
            <div className="reality-check__figure">
              <dt>{realityCheckText.wagered}</dt>
              <dd>{realityCheckText.nothingWagered}</dd>
            </div>
          )}
          {status.totals.map((totals) => (
            <div key={totals.currency} className="reality-check__currency" data-testid={`reality-check-${totals.currency}`}>
              <div className="reality-check__figure">
                <dt>
                  {realityCheckText.wagered}
                  {status.totals.length > 1 && <span className="reality-check__code"> ({totals.currency})</span>}
                </dt>
                <dd data-testid="reality-check-wagered">{money(totals.wagered, totals.currency)}</dd>
              </div>
              <div className="reality-check__figure">
                <dt>
                  {realityCheckText.netPosition}
                  {status.totals.length > 1 && <span className="reality-check__code"> ({totals.currency})</span>}
                </dt>
                <dd
                  data-testid="reality-check-net"
                  className={totals.net.startsWith('-') ? 'reality-check__net reality-check__net--loss' : 'reality-check__net'}
                >
                  {signed(totals.net, totals.currency)}
                </dd>
              </div>
            </div>
          ))}
        </dl>
        <p className="reality-check__note">Net position is your wins less your stakes since you logged in.</p>
        <div className="reality-check__actions">
          <Button data-autofocus block loading={continuing} onClick={onContinue}>
            {realityCheckText.continue}
          </Button>
          <Button variant="secondary" block onClick={onLogOut}>
            {realityCheckText.logOut}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
