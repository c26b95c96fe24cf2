import { formatMinorUnits, messages, type BalanceEvent as ContractBalanceEvent, type CurrencyCode, type FundEntry } from '@lodestar/contracts';
import type { Database } from '../../db/client.ts';
import { NotFound } from '../../platform/domain-errors.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import { balancesOf } from '../ledger/index.ts';
import { walletRepo } from './repo.ts';

export type BalanceEvent = ContractBalanceEvent;

export type WalletService = ReturnType<typeof createWalletService>;

/** The free-spin wallets of a player by currency: the promotions module answers (app.ts passes it in). */
export interface FreeSpinWalletReader {
  freeSpinWallets(playerId: string): Promise<Map<string, NonNullable<FundEntry['freeSpinWallet']>>>;
}

export function createWalletService(deps: {
  db: Database;
  accounts: AccountsService;
  currencies: CurrenciesService;
  /** Carries the news of a balance change to every process, whichever holds the player's streams. */
  bus: EventBus;
  freeSpinWallets: FreeSpinWalletReader;
}) {
  const { db, accounts, currencies, bus, freeSpinWallets } = deps;
  const balanceChannel = (playerId: string) => `player:${playerId}:balance`;

  /** A new player's first wallet is in the currency they registered with. */
  const walletsOf = async (playerId: string) => {
    const wallets = await walletRepo.listOf(db, playerId);
    if (wallets.length > 0) return wallets;
    await walletRepo.add(db, playerId, (await accounts.getAccount(playerId)).currency);
    return walletRepo.listOf(db, playerId);
  };

  const listFunds = async (playerId: string): Promise<FundEntry[]> => {
    const [wallets, balances, freeSpins] = await Promise.all([
      walletsOf(playerId),
      balancesOf(db, playerId),
      freeSpinWallets.freeSpinWallets(playerId),
    ]);
    const balanceOf = (currency: string, purpose: string) =>
      balances.find((account) => account.currency === currency && account.purpose === purpose)?.balance ?? 0n;
    return Promise.all(
      wallets.map(async (wallet) => {
        const { subunitsToUnit } = await currencies.get(wallet.currency);
        return {
          currency: wallet.currency as CurrencyCode,
          balance: formatMinorUnits(balanceOf(wallet.currency, 'cash'), subunitsToUnit),
          bonusBalance: formatMinorUnits(balanceOf(wallet.currency, 'bonus'), subunitsToUnit),
          default: wallet.isDefault,
          freeSpinWallet: freeSpins.get(wallet.currency) ?? null,
        };
      }),
    );
  };

  return {
    listFunds,

    async defaultCurrency(playerId: string): Promise<CurrencyCode> {
      const wallets = await walletsOf(playerId);
      return (wallets.find((wallet) => wallet.isDefault) ?? wallets[0]!).currency as CurrencyCode;
    },

    async hasWallet(playerId: string, currency: string): Promise<boolean> {
      return (await walletsOf(playerId)).some((wallet) => wallet.currency === currency);
    },

    async addCurrency(playerId: string, currency: CurrencyCode): Promise<FundEntry[]> {
      await currencies.get(currency);
      await walletsOf(playerId);
      await walletRepo.add(db, playerId, currency);
      return listFunds(playerId);
    },

    async setDefault(playerId: string, currency: CurrencyCode): Promise<FundEntry[]> {
      await walletsOf(playerId);
      const changed = await db.transaction((tx) => walletRepo.makeDefault(tx, playerId, currency));
      if (!changed) throw new NotFound(messages.money.addCurrencyFailed);
      this.publishBalances(playerId);
      return listFunds(playerId);
    },

    /** Cash only: bonus money and funds on hold for a cashout cannot be withdrawn. */
    async withdrawable(playerId: string, currency: CurrencyCode): Promise<string> {
      const funds = await listFunds(playerId);
      const { subunitsToUnit } = await currencies.get(currency);
      return funds.find((fund) => fund.currency === currency)?.balance ?? formatMinorUnits(0n, subunitsToUnit);
    },

    /**
     * Tells the player's open streams, on any process, that their balances changed; call after the movement's
     * transaction committed. A game round's movement names its round, so the site can hold it until the game has
     * shown the result.
     */
    publishBalances(playerId: string, cause?: { round: string }): void {
      bus.publish(balanceChannel(playerId), cause ?? {});
    },

    /**
     * The process holding a stream reads the balances, not the one that moved the money: the publisher need not know
     * who listens, or where. Reads run one after another, so a stream never shows an older balance after a newer one.
     * The first event is the balances read once subscribed (at once while Redis is away: read from the database, as
     * every event is), so nothing that moves afterwards is missed.
     */
    async subscribe(playerId: string, listener: (event: BalanceEvent) => void): Promise<() => void> {
      let delivered = Promise.resolve();
      const deliver = (cause: unknown) => {
        delivered = delivered
          .then(async () => listener({ funds: await listFunds(playerId), ...(cause as { round?: string }) }))
          // A read that failed skips this event; the stream's next one carries the balances again.
          .catch(() => undefined);
      };
      // Back from a Redis outage: the balances now, whatever moved while events could not be delivered.
      const unsubscribe = await bus.subscribe(balanceChannel(playerId), deliver, () => deliver({}));
      deliver({});
      return unsubscribe;
    },
  };
}
