import { createContext } from 'react';

/**
 * The smallest units in one unit of the session's currency (100 for EUR, 10^8 for BTC), which the stake field
 * needs to read what the player types; the shell provides it once instead of every game handing it down.
 */
export const StakeCurrencyContext = createContext(100);
