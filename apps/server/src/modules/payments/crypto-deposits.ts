import { messages, type CryptoDepositResponse, type CurrencyCode } from '@lodestar/contracts';
import type { Config } from '../../config.ts';
import { GatewayRefused, PaymentsNotConfigured } from '../../platform/domain-errors.ts';
import { postTransaction } from '../ledger/index.ts';
import { chainOf, cryptoCurrencies, type AddressChain, type CryptoCurrency } from './crypto/crypto-currencies.ts';
import { deriveDepositAddress, testAccountXpubs } from './crypto/address-derivation.ts';
import { eurCentsOf, type CurrencyRow } from '../currencies/index.ts';
import type { ChainTransactionRow } from './chain-scan-repo.ts';
import { creditedDepositOf, HELD_DEPOSIT_REASON } from './deposits.ts';
import type { PaymentDeps } from './payment-context.ts';
import { paymentsRepo as repo } from './repo.ts';

/** A transaction paying one of our addresses, as a chain watcher reports it. */
export interface ObservedChainTransaction {
  currency: CurrencyCode;
  txHash: string;
  outputIndex: number;
  address: string;
  amount: bigint;
  confirmations: number;
}

export type ChainCreditOutcome =
  | 'credited'
  | 'waiting-for-confirmations'
  | 'already-credited'
  | 'unknown-address'
  | 'below-minimum'
  /** Received while the owner is locked, on a break or over the deposit limit: kept out of play for staff to return. */
  | 'held';

/** The operator's account keys, or the public test mnemonic's when none is configured (test mode). */
export function accountKeysFrom(config: Config): { keys: Record<AddressChain, string>; testMode: boolean } {
  const configured: Partial<Record<AddressChain, string>> = {
    BTC: config.CRYPTO_XPUB_BTC,
    LTC: config.CRYPTO_XPUB_LTC,
    DOG: config.CRYPTO_XPUB_DOG,
    ETH: config.CRYPTO_XPUB_ETH,
    TRX: config.CRYPTO_XPUB_TRX,
  };
  const testKeys = testAccountXpubs();
  const testMode = Object.entries(testKeys).some(([chain, testKey]) => {
    const key = configured[chain as AddressChain];
    return !key || key === testKey;
  });
  const keys = Object.fromEntries(Object.entries(testKeys).map(([chain, testKey]) => [chain, configured[chain as AddressChain] ?? testKey]));
  return { keys: keys as Record<AddressChain, string>, testMode };
}

const isCrypto = (code: string): code is CryptoCurrency => (cryptoCurrencies as readonly string[]).includes(code);

export type CryptoDepositService = ReturnType<typeof createCryptoDepositService>;

export function createCryptoDepositService({ db, config, currencies, wallet, responsibleGambling, promotions, events }: PaymentDeps) {
  const { keys, testMode } = accountKeysFrom(config);

  return {
    testMode,

    /** The player's own address for a currency, derived once and kept. */
    async depositAddress(
      playerId: string,
      currencyCode: CurrencyCode,
      buyProviderUrl: string,
      promotionCoupon?: string,
    ): Promise<CryptoDepositResponse> {
      if (!isCrypto(currencyCode)) throw new GatewayRefused(messages.money.gatewayRefused);
      const currency = await currencies.get(currencyCode);
      // An address nobody watches would take the player's coins and never credit them.
      if (!isWatched(currencyCode)) throw new PaymentsNotConfigured(messages.money.cryptoNotConfigured(currency.displayCode));
      // No address for a player who may not deposit; what reaches a known address anyway is held at credit.
      await responsibleGambling.assertDepositAllowed(playerId, 0n);
      if (promotionCoupon) {
        await promotions.assertDepositCoupon(playerId, promotionCoupon);
        await promotions.registerDepositCoupon(playerId, promotionCoupon);
      }
      await wallet.addCurrency(playerId, currencyCode);
      let stored = await repo.findDepositAddress(db, playerId, currencyCode);
      if (!stored) {
        const derivationIndex = await repo.nextDerivationIndex(db);
        const address = deriveDepositAddress(currencyCode, keys[chainOf(currencyCode)], derivationIndex);
        // Two requests at once: the unique (player, currency) key keeps the first, and both read it back.
        await repo.insertDepositAddress(db, { playerId, currency: currencyCode, address, derivationIndex });
        stored = (await repo.findDepositAddress(db, playerId, currencyCode))!;
      }
      // The widget's URL may be a path on this server (the sandbox's), which URL cannot parse without a base.
      const widgetQuery = new URLSearchParams({ currency: currencyCode, address: stored.address });
      return {
        currency: currencyCode,
        address: stored.address,
        banxaCheckoutIframe: `${buyProviderUrl}${buyProviderUrl.includes('?') ? '&' : '?'}${widgetQuery}`,
        confirmations: requiredConfirmations(currency),
        testMode,
      };
    },

    requiredConfirmations,

    /** What the chain simulator reports: recorded (its confirmations only ever go up), then credited when confirmed. */
    async observe(observed: ObservedChainTransaction): Promise<ChainCreditOutcome> {
      return creditWhenConfirmed(await repo.upsertChainTransaction(db, { ...observed }));
    },

    creditWhenConfirmed,
  };

  /** A node watches the currency's chain, or the chain simulator stands in for one. */
  function isWatched(currency: CryptoCurrency): boolean {
    return config.sandboxPayments || (chainOf(currency) === 'ETH' && config.ETH_RPC_URL !== undefined);
  }

  /** ETH and USDT may be configured apart from the currency's own setting, which staff edit. */
  function requiredConfirmations(currency: CurrencyRow): number {
    const configured: Partial<Record<string, number>> = { ETH: config.CONFIRMATIONS_ETH, USDT: config.CONFIRMATIONS_USDT };
    return configured[currency.code] ?? currency.confirmations ?? 1;
  }

  /**
   * Credits the owner of a recorded chain transaction once its confirmations are reached. The claim on the chain row
   * (still confirming, still in the block it was counted in), the payment and the ledger posting commit together.
   */
  async function creditWhenConfirmed(row: ChainTransactionRow): Promise<ChainCreditOutcome> {
    if (row.creditedAt) return 'already-credited';
    const currency = await currencies.get(row.currency);
    const owner = await repo.findAddressOwner(db, row.currency, row.address);
    if (!owner) return 'unknown-address';
    if (row.confirmations < requiredConfirmations(currency)) return 'waiting-for-confirmations';
    if (row.amount < currency.minDeposit) {
      await repo.markChainTransactionTooSmall(db, row.id);
      return 'below-minimum';
    }

    const amountEurCents = eurCentsOf(row.amount, currency);
    const credited = await db
      .transaction(async (tx) => {
        const refusal = await responsibleGambling.admitDeposit(tx, owner.playerId, amountEurCents);
        const payment = await repo.insertPayment(tx, {
          playerId: owner.playerId,
          kind: 'deposit',
          method: 'crypto',
          currency: currency.code,
          amount: row.amount,
          eurRate: currency.eurRate,
          amountEurCents,
          status: refusal ? 'FAILED' : 'COMPLETED',
          ...(refusal ? { failureReason: `${HELD_DEPOSIT_REASON}: ${refusal}` } : {}),
          address: row.address,
          providerReference: `${row.txHash}:${row.outputIndex}`,
          completedAt: new Date(),
        });
        if (!(await repo.markChainTransactionCredited(tx, row, payment.id, refusal ? 'held' : 'credited'))) {
          // Another delivery claimed it first, or the chain moved it: undo this transaction's payment row.
          throw new ChainTransactionAlreadyClaimed();
        }
        if (refusal) return 'held' as const;
        const depositNumber = await repo.countCompletedDeposits(tx, owner.playerId);
        await promotions.grantForDeposit(tx, { ...creditedDepositOf(payment), depositNumber });
        await postTransaction(tx, {
          idempotencyKey: `chain:${currency.code}:${row.txHash}:${row.outputIndex}`,
          kind: 'deposit',
          reference: { type: 'payment', id: payment.id },
          legs: [
            { account: { owner: { type: 'house' }, currency: currency.code, purpose: 'payments-clearing' }, amount: -row.amount },
            { account: { owner: { type: 'player', playerId: owner.playerId }, currency: currency.code, purpose: 'cash' }, amount: row.amount },
          ],
        });
        return 'credited' as const;
      })
      .catch((error: unknown) => {
        if (error instanceof ChainTransactionAlreadyClaimed) return 'already-credited' as const;
        throw error;
      });
    if (credited !== 'credited') return credited;
    wallet.publishBalances(owner.playerId);
    events.publish('deposit.credited', { playerId: owner.playerId });
    return 'credited';
  }
}

class ChainTransactionAlreadyClaimed extends Error {}
