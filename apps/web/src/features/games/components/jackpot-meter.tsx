import { formatMinorUnits, toMinorUnits } from '@lodestar/contracts/schema-free';
import { Spinner } from '@/components/spinner';
import { useJackpots } from '../api';
import { groupThousands } from '../lobby';
import { useTickingAmount } from '../use-ticking-amount';
import './jackpot-meter.css';

const CENTS = 100;

/** A decimal amount as the server sends it, in cents; undefined for anything that is not one. */
function centsOf(amount: string | undefined): bigint | undefined {
  if (amount === undefined) return undefined;
  try {
    return toMinorUnits(amount, CENTS);
  } catch {
    return undefined;
  }
}

/** The live progressive jackpot: the server's amount, asked again every few seconds, counting to each new value. */
export function JackpotMeter() {
  const jackpots = useJackpots();
  const jackpot = jackpots.data?.[0];
  const shown = useTickingAmount(centsOf(jackpot?.amount));

  return (
    <div className="jackpot-meter">
      <svg className="jackpot-meter__art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" fill="rgba(245,185,66,0.12)" stroke="rgba(245,185,66,0.5)" strokeDasharray="4 5" />
        <path d="M32 8l6 18 18 6-18 6-6 18-6-18-18-6 18-6z" fill="#ffdd8a" />
      </svg>
      <div className="jackpot-meter__copy">
        <p className="jackpot-meter__name">{jackpot?.name ?? 'Progressive jackpot'}</p>
        {jackpot ? (
          <p className="jackpot-meter__amount">
            <span aria-hidden="true">{groupThousands(shown === undefined ? jackpot.amount : formatMinorUnits(shown, CENTS))}</span>
            <span className="visually-hidden">{groupThousands(jackpot.amount)}</span>{' '}
            <span className="jackpot-meter__currency">{jackpot.currency}</span>
          </p>
        ) : jackpots.isError ? (
          <p className="jackpot-meter__unavailable">The jackpot amount is not available right now.</p>
        ) : (
          <Spinner size="sm" label="Loading the jackpot" />
        )}
      </div>
      <p className="jackpot-meter__note">Grows with every spin on the games below. One lucky spin takes it all.</p>
    </div>
  );
}
