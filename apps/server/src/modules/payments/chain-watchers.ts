import type { FastifyInstance } from 'fastify';
import type { PeriodicJobs } from '../../platform/periodic-jobs.ts';
import type { CryptoDepositService } from './crypto-deposits.ts';
import { createEthereumRpc } from './crypto/ethereum-rpc.ts';
import { createEthereumDepositWatcher, type EthereumDepositWatcher } from './ethereum-deposit-watcher.ts';
import type { PaymentDeps } from './payment-context.ts';

/** A watcher per chain whose node is configured. */
export interface ChainWatchers {
  ethereum: EthereumDepositWatcher | undefined;
}

/** About one Ethereum slot: a new block is read soon after it is made. */
const ETHEREUM_SCAN_INTERVAL_MS = 12_000;

/** The Ethereum deposit watcher when ETH_RPC_URL is set, scanning as a periodic job (one process at a time). */
export function startEthereumDepositWatcher(
  app: FastifyInstance,
  {
    db,
    config,
    currencies,
    jobs,
    cryptoDeposits,
    backgroundJobs,
  }: Pick<PaymentDeps, 'db' | 'config' | 'currencies'> & {
    jobs: PeriodicJobs;
    cryptoDeposits: CryptoDepositService;
    backgroundJobs: boolean | undefined;
  },
): EthereumDepositWatcher | undefined {
  if (!config.ETH_RPC_URL) return undefined;
  const watcher = createEthereumDepositWatcher({
    db,
    rpc: createEthereumRpc(config.ETH_RPC_URL, config.ETH_RPC_TIMEOUT_MS),
    usdtContract: config.USDT_ERC20_CONTRACT,
    currencies,
    cryptoDeposits,
    log: app.log,
  });
  if (backgroundJobs !== false) {
    const stop = jobs.every('ethereum deposit scan', ETHEREUM_SCAN_INTERVAL_MS, watcher.scanOnce);
    app.addHook('onClose', stop);
  }
  return watcher;
}
