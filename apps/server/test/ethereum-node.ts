import ganache from 'ganache';
import { createRequire } from 'node:module';
import { createPublicClient, createWalletClient, http, type Abi, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { localhost } from 'viem/chains';

/**
 * OpenZeppelin 4.9's ERC20PresetFixedSupply, as compiled and published in the @openzeppelin/contracts package: a
 * standard ERC-20 (18 decimals) that mints its whole supply to an owner. Taken from the package, so no compiler is
 * downloaded or run by the tests.
 */
const fixedSupplyToken = createRequire(import.meta.url)('@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json') as {
  abi: Abi;
  bytecode: Hex;
};
const TOKEN_SUPPLY = 10n ** 30n;

export interface EthereumNode {
  /** The node's JSON-RPC endpoint on a loopback port. */
  url: string;
  /** Deploys an ERC-20 whose whole supply belongs to the sending account; resolves to the contract address once mined. */
  deployToken(symbol: string): Promise<Address>;
  /** A signed value transfer from the funded account, mined into a block of its own; resolves to its hash. */
  sendEth(to: string, wei: bigint): Promise<Hex>;
  /** A value transfer signed now and not sent: `sendRaw` broadcasts it, again after a reorganisation if need be. */
  signEthTransfer(to: string, wei: bigint): Promise<Hex>;
  /** Broadcasts a signed transaction and waits for its block; resolves to its hash. */
  sendRaw(signedTransaction: Hex): Promise<Hex>;
  /** A signed ERC-20 transfer from the funded account, mined into a block of its own. */
  sendToken(token: Address, to: string, amount: bigint): Promise<Hex>;
  /** Mines `count` empty blocks. */
  mine(count: number): Promise<void>;
  blockNumber(): Promise<bigint>;
  /** Remembers the chain as it is now; `revert` returns to it, dropping every block mined since (a reorganisation). */
  snapshot(): Promise<Hex>;
  revert(snapshotId: Hex): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real Ethereum node in this process: Ganache, pure JavaScript, so it installs from npm with nothing to download or
 * build and answers the standard JSON-RPC (plus evm_mine, evm_snapshot and evm_revert) on a free loopback port. Every
 * transaction mines a block at once; further blocks come only from `mine`, so confirmations move when a test says so.
 * Transactions are signed here with the key of a deterministic funded account and sent raw, as a wallet would.
 */
export async function startEthereumNode(): Promise<EthereumNode> {
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { deterministic: true, totalAccounts: 1 },
    chain: { chainId: localhost.id },
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  const [funded] = Object.values(await server.provider.getInitialAccounts());
  const account = privateKeyToAccount(funded!.secretKey as Hex);
  const transport = http(url);
  const wallet = createWalletClient({ account, chain: localhost, transport });
  const reader = createPublicClient({ chain: localhost, transport });
  const mined = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 10 });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return receipt;
  };
  const rpc = (method: string, params: unknown[]) => server.provider.request({ method, params } as never) as Promise<unknown>;

  return {
    url,
    async deployToken(symbol) {
      const hash = await wallet.deployContract({
        abi: fixedSupplyToken.abi,
        bytecode: fixedSupplyToken.bytecode,
        args: [symbol, symbol, TOKEN_SUPPLY, account.address],
      });
      const { contractAddress } = await mined(hash);
      if (!contractAddress) throw new Error('the token deployment created no contract');
      return contractAddress;
    },
    async sendEth(to, wei) {
      const hash = await wallet.sendTransaction({ to: to as Address, value: wei });
      await mined(hash);
      return hash;
    },
    async signEthTransfer(to, wei) {
      return wallet.signTransaction(await wallet.prepareTransactionRequest({ to: to as Address, value: wei }));
    },
    async sendRaw(signedTransaction) {
      const hash = await wallet.sendRawTransaction({ serializedTransaction: signedTransaction });
      await mined(hash);
      return hash;
    },
    async sendToken(token, to, amount) {
      const hash = await wallet.writeContract({ address: token, abi: fixedSupplyToken.abi, functionName: 'transfer', args: [to, amount] });
      await mined(hash);
      return hash;
    },
    async mine(count) {
      await rpc('evm_mine', [{ blocks: count }]);
    },
    blockNumber: () => reader.getBlockNumber({ cacheTime: 0 }),
    snapshot: () => rpc('evm_snapshot', []) as Promise<Hex>,
    async revert(snapshotId) {
      if (!(await rpc('evm_revert', [snapshotId]))) throw new Error(`no snapshot ${snapshotId} to revert to`);
    },
    close: () => server.close(),
  };
}
