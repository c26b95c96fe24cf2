import { useEffect, useRef } from 'react';
import { BALANCE_CHANGE_FLAG_INTERVAL_MS } from '@lodestar/contracts';
import { defaultFundOf, useFunds } from '@/lib/wallet-queries';

/**
 * SPEC.md §4: every BALANCE_CHANGE_FLAG_INTERVAL_MS a flag is set, and the next change of the default balance
 * after that means the deposit arrived. The flag keeps a change that was already on its way when the screen
 * opened (a previous deposit settling) from being taken for this one.
 */
export function useDepositWatcher(onDepositReceived: () => void): void {
  const funds = useFunds();
  const defaultFund = defaultFundOf(funds.data?.funds);
  const balanceKey = defaultFund ? `${defaultFund.currency}:${defaultFund.balance}` : undefined;
  const armed = useRef(false);
  const lastBalance = useRef(balanceKey);
  const callback = useRef(onDepositReceived);

  useEffect(() => {
    callback.current = onDepositReceived;
  }, [onDepositReceived]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      armed.current = true;
    }, BALANCE_CHANGE_FLAG_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (balanceKey === undefined) return;
    if (lastBalance.current === undefined) {
      lastBalance.current = balanceKey;
      return;
    }
    if (balanceKey === lastBalance.current) return;
    lastBalance.current = balanceKey;
    if (armed.current) callback.current();
  }, [balanceKey]);
}
