import { hexToBytes } from '@noble/hashes/utils.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { CurrenciesService } from '../currencies/index.ts';
import { chainScanRepo, type ChainSighting } from './chain-scan-repo.ts';
import type { CryptoDepositService } from './crypto-deposits.ts';
import { toEip55Address } from './crypto/address-encoding.ts';
import { minorUnitsOf } from './crypto/chain-amounts.ts';
import { EthereumNodeError, type EthereumBlock, type EthereumLog, type EthereumRpc } from './crypto/ethereum-rpc.ts';

const CHAIN = 'ETH';
/** keccak-256 of "Transfer(address,address,uint256)": topic 0 of every ERC-20 transfer. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
/** The selector of the ERC-20 `decimals()` call. */
const DECIMALS_CALL = '0x313ce567';
const ETHER_DECIMALS = 18;
/**
 * Hashes of the last blocks read, to find where a reorganisation forked from. Ethereum finalizes within about two
 * epochs (64 blocks) since the Merge, so no reorganisation reaches deeper; a deeper one stops the scan loudly.
 */
const KEPT_BLOCKS = 128n;
/** Blocks read in one tick: a long catch-up commits block by block and lets the credits of each tick through. */
const MAX_BLOCKS_PER_TICK = 50n;

export interface EthereumDepositWatcherDeps {
  db: Database;
  rpc: EthereumRpc;
  /** The USDT ERC-20 contract, lower-case. */
  usdtContract: string;
  currencies: CurrenciesService;
  cryptoDeposits: Pick<CryptoDepositService, 'creditWhenConfirmed'>;
  log: FastifyBaseLogger;
}

export type EthereumDepositWatcher = ReturnType<typeof createEthereumDepositWatcher>;

/**
 * Watches the operator's Ethereum node for ETH and USDT paid to players' deposit addresses. Each tick checks that its
 * scan position is still on the node's chain (rewinding past a reorganisation), reads the new blocks one at a time,
 * recording each block and the transfers found in it in one database transaction, and then re-checks every transfer
 * still confirming: dropped if its block left the chain, credited once its confirmations are reached. Crediting
 * claims the transfer in the block it was counted in, so a reorganisation between the check and the credit credits
 * nothing. Runs under the periodic job lock; a second scanner anyway finds each block claimed, stops reading and only settles.
 * docs/decisions/ethereum-deposit-watcher.md tells the choices.
 */
export function createEthereumDepositWatcher({ db, rpc, usdtContract, currencies, cryptoDeposits, log }: EthereumDepositWatcherDeps) {
  let usdtDecimals: number | undefined;

  /** The highest stored block still on the node's chain; after a reorganisation the blocks above it are forgotten. */
  async function canonicalScanPosition() {
    const recent = await chainScanRepo.recentScannedBlocks(db, CHAIN, Number(KEPT_BLOCKS));
    for (const stored of recent) {
      if ((await rpc.blockHeader(stored.number))?.hash !== stored.hash) continue;
      if (stored !== recent[0]) {
        log.warn(
          { chain: CHAIN, from: recent[0]!.number.toString(), to: stored.number.toString() },
          'chain reorganised: scanning again from the fork',
        );
        await chainScanRepo.forgetScannedBlocksAbove(db, CHAIN, stored.number);
      }
      return stored;
    }
    if (recent.length === 0) return undefined;
    throw new Error(`Ethereum reorganised deeper than the ${recent.length} blocks kept: the deposit scan stops until staff look`);
  }

  async function tokenDecimals(): Promise<number> {
    if (usdtDecimals === undefined) {
      const answer = BigInt(await rpc.call(usdtContract, DECIMALS_CALL));
      if (answer > 36n) throw new EthereumNodeError(`USDT contract ${usdtContract} answers ${answer} decimals`);
      usdtDecimals = Number(answer);
    }
    return usdtDecimals;
  }

  /** ERC-20 transfers of the USDT contract in this block, each numbered among the contract's transfers in its transaction. */
  function usdtTransfersIn(block: EthereumBlock, logs: EthereumLog[]) {
    const perTransaction = new Map<string, number>();
    const transfers: Array<{ txHash: string; outputIndex: number; to: string; value: bigint }> = [];
    for (const entry of [...logs].sort((a, b) => Number(a.logIndex - b.logIndex))) {
      if (entry.blockHash !== block.hash)
        throw new EthereumNodeError(`eth_getLogs answered a log of block ${entry.blockHash} for block ${block.hash}`);
      if (entry.address !== usdtContract) {
        log.warn({ chain: CHAIN, txHash: entry.transactionHash, contract: entry.address }, 'a transfer log of another contract than USDT: ignored');
        continue;
      }
      if (entry.topics[0] !== TRANSFER_TOPIC) continue;
      if (entry.topics.length !== 3 || entry.data.length !== 66)
        throw new EthereumNodeError(`malformed USDT Transfer log in ${entry.transactionHash}`);
      const value = BigInt(entry.data);
      // Anyone may move zero USDT from anyone to anyone: such spam is no deposit.
      if (value === 0n) continue;
      const outputIndex = perTransaction.get(entry.transactionHash) ?? 0;
      perTransaction.set(entry.transactionHash, outputIndex + 1);
      transfers.push({ txHash: entry.transactionHash, outputIndex, to: `0x${entry.topics[2]!.slice(-40)}`, value });
    }
    return transfers;
  }

  /** Transfers in this block to deposit addresses: a plain transaction's ether (one per transaction) and USDT. */
  async function sightingsIn(block: EthereumBlock): Promise<ChainSighting[]> {
    const ether = block.transactions
      .filter((transaction) => transaction.to !== null && transaction.value > 0n)
      .map((transaction) => ({ txHash: transaction.hash, outputIndex: 0, to: transaction.to!, value: transaction.value }));
    const tokens = usdtTransfersIn(block, await rpc.logsOfBlock(block.hash, usdtContract, TRANSFER_TOPIC));
    const found = await Promise.all([
      matchDepositAddresses('ETH', ether, ETHER_DECIMALS, block),
      tokens.length > 0 ? matchDepositAddresses('USDT', tokens, await tokenDecimals(), block) : [],
    ]);
    return found.flat();
  }

  async function matchDepositAddresses(
    currencyCode: 'ETH' | 'USDT',
    transfers: Array<{ txHash: string; outputIndex: number; to: string; value: bigint }>,
    decimals: number,
    block: EthereumBlock,
  ): Promise<ChainSighting[]> {
    const spelled = (lowerHex: string) => toEip55Address(hexToBytes(lowerHex.slice(2)));
    const ours = new Set(
      await chainScanRepo.depositAddressesAmong(db, currencyCode, [...new Set(transfers.map((transfer) => spelled(transfer.to)))]),
    );
    if (ours.size === 0) return [];
    const currency = await currencies.get(currencyCode);
    return transfers.flatMap((transfer) => {
      const address = spelled(transfer.to);
      if (!ours.has(address)) return [];
      const amount = minorUnitsOf(transfer.value, decimals, currency.subunitsToUnit);
      if (amount === undefined) {
        // Crediting less than arrived, or more, would be wrong either way: staff settle it by hand.
        log.warn(
          { chain: CHAIN, currency: currencyCode, txHash: transfer.txHash, value: transfer.value.toString() },
          'a deposit amount the currency cannot hold exactly: not credited',
        );
        return [];
      }
      return [
        {
          currency: currencyCode,
          txHash: transfer.txHash,
          outputIndex: transfer.outputIndex,
          address,
          amount,
          blockNumber: block.number,
          blockHash: block.hash,
        },
      ];
    });
  }

  /** Re-checks every transfer still confirming against the node's chain, and credits those confirmed enough. */
  async function settleConfirming(head: bigint): Promise<void> {
    const canonicalHashes = new Map<bigint, string | undefined>();
    for (const row of await chainScanRepo.confirmingInBlocks(db, ['ETH', 'USDT'])) {
      const number = row.blockNumber!;
      if (!canonicalHashes.has(number)) canonicalHashes.set(number, (await rpc.blockHeader(number))?.hash);
      if (canonicalHashes.get(number) !== row.blockHash) {
        log.warn({ chain: CHAIN, currency: row.currency, txHash: row.txHash }, 'a deposit’s block left the chain: dropped');
        await chainScanRepo.markDropped(db, row);
        continue;
      }
      const counted = await chainScanRepo.updateConfirmations(db, row, Math.max(0, Number(head - number + 1n)));
      if (counted) await cryptoDeposits.creditWhenConfirmed(counted);
    }
  }

  return {
    /** One tick: catch up with the node's head (at most a batch of blocks), then settle what is confirming. */
    async scanOnce(): Promise<void> {
      const head = await rpc.blockNumber();
      const position = await canonicalScanPosition();
      let previousHash = position?.hash;
      // A first start reads from the node's head on: what came before is the operator's to reconcile by hand.
      const first = position ? position.number + 1n : head;
      const last = head < first + MAX_BLOCKS_PER_TICK - 1n ? head : first + MAX_BLOCKS_PER_TICK - 1n;
      for (let number = first; number <= last; number++) {
        const block = await rpc.blockWithTransactions(number);
        if (!block || block.number !== number) break;
        // The chain reorganised while this tick read it: the next tick finds the fork.
        if (previousHash && block.parentHash !== previousHash) break;
        const sightings = await sightingsIn(block);
        const claimed = await db.transaction(async (tx) => {
          if (!(await chainScanRepo.insertScannedBlock(tx, CHAIN, number, block.hash))) return false;
          for (const sighting of sightings) await chainScanRepo.recordSighting(tx, sighting);
          return true;
        });
        // Another scanner read this block first: it reads on; settling alongside it is safe, as a credit is claimed.
        if (!claimed) break;
        previousHash = block.hash;
      }
      await settleConfirming(head);
      await chainScanRepo.pruneScannedBlocksBelow(db, CHAIN, head - KEPT_BLOCKS);
    },
  };
}
