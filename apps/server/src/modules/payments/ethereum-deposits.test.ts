import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lodestar/contracts';
import { startEthereumNode, type EthereumNode } from '../../../test/ethereum-node.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { verifyLedger } from '../ledger/index.ts';
import { EthereumNodeError } from './crypto/ethereum-rpc.ts';
import { cryptoAddressOf, declinePromotions, fundsOf, newPlayer } from './payments-test-kit.ts';
import { chainScannedBlocks, chainTransactions } from './schema.ts';

const CONFIRMATIONS = 3;
const ether = (hundredths: bigint) => hundredths * 10n ** 16n;
/** The test token has 18 decimals, like most ERC-20s; Tether's has 6: the watcher reads them from the contract. */
const tokens = (units: bigint) => units * 10n ** 18n;

let node: EthereumNode;
let usdt: Address;
let otherToken: Address;
let t: TestApp;

beforeAll(async () => {
  node = await startEthereumNode();
  usdt = await node.deployToken('USDT');
  otherToken = await node.deployToken('FAKE');
  t = await createTestApp({
    ETH_RPC_URL: node.url,
    USDT_ERC20_CONTRACT: usdt,
    CONFIRMATIONS_ETH: String(CONFIRMATIONS),
    CONFIRMATIONS_USDT: String(CONFIRMATIONS),
  });
  // The first scan takes the node's head as its starting position; every deposit below comes after it.
  await scan();
});
afterAll(async () => {
  await t?.close();
  await node?.close();
});

const scan = (app: FastifyInstance = t.app) => app.chainWatchers.ethereum!.scanOnce();

/** What the watcher recorded of transfers to this address, oldest first. */
const sightingsOf = (address: string) =>
  t.database.db
    .select({
      currency: chainTransactions.currency,
      amount: chainTransactions.amount,
      status: chainTransactions.status,
      confirmations: chainTransactions.confirmations,
    })
    .from(chainTransactions)
    .where(eq(chainTransactions.address, address))
    .orderBy(asc(chainTransactions.firstSeenAt));

const depositHistoryOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: apiPaths.paymentHistory('crypto', 'deposits'), headers: { cookie } })).json().items;

async function playerWithAddress(currency: 'ETH' | 'USDT') {
  const player = await newPlayer(t);
  await declinePromotions(t, player.cookie);
  const { address } = await cryptoAddressOf(t, player.cookie, currency);
  return { ...player, address: address as string };
}

/** Another server process of the same casino: its own app on its own connections to the same database. */
async function secondProcess(config: Config = t.config): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database: DatabaseHandle = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.database;
  const app = await buildApp(config, { database, logger: false, backgroundJobs: false, webDistDir: path.join(t.config.DATA_DIR, 'no-web-build') });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

describe('Ethereum deposits from a real node', () => {
  it('credits ETH once its confirmations are reached on the chain, exactly once', async () => {
    const player = await playerWithAddress('ETH');
    await node.sendEth(player.address, ether(5n));
    await scan();
    expect(await sightingsOf(player.address)).toEqual([{ currency: 'ETH', amount: 5_000_000n, status: 'confirming', confirmations: 1 }]);
    await node.mine(1);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'confirming', confirmations: 2 })]);
    expect((await fundsOf(t, player.cookie)).ETH).toBe('0.00000000');

    await node.mine(1);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'credited', confirmations: CONFIRMATIONS })]);
    expect((await fundsOf(t, player.cookie)).ETH).toBe('0.05000000');
    await node.mine(5);
    await scan();
    expect((await fundsOf(t, player.cookie)).ETH).toBe('0.05000000');
    expect(await depositHistoryOf(player.cookie)).toEqual([expect.objectContaining({ amount: '0.05000000', currency: 'ETH', status: 'COMPLETED' })]);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('credits USDT from Transfer events of the configured contract, in the currency’s decimals', async () => {
    const player = await playerWithAddress('USDT');
    await node.sendToken(usdt, player.address, tokens(25n));
    await scan();
    expect(await sightingsOf(player.address)).toEqual([{ currency: 'USDT', amount: 25_000_000n, status: 'confirming', confirmations: 1 }]);
    await node.mine(CONFIRMATIONS - 1);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'credited' })]);
    expect((await fundsOf(t, player.cookie)).USDT).toBe('25.000000');
  });

  it('ignores a token of another contract, records a deposit below the minimum as too small, and credits no inexact amount', async () => {
    const usdtPlayer = await playerWithAddress('USDT');
    const ethPlayer = await playerWithAddress('ETH');
    await node.sendToken(otherToken, usdtPlayer.address, tokens(50n));
    await node.sendToken(usdt, usdtPlayer.address, 0n);
    await node.sendToken(usdt, usdtPlayer.address, tokens(1n));
    // One wei more than the 8 decimals the site keeps of ether.
    await node.sendEth(ethPlayer.address, ether(5n) + 1n);
    await node.mine(CONFIRMATIONS);
    await scan();
    expect(await sightingsOf(usdtPlayer.address)).toEqual([
      { currency: 'USDT', amount: 1_000_000n, status: 'too-small', confirmations: CONFIRMATIONS + 2 },
    ]);
    expect(await sightingsOf(ethPlayer.address)).toEqual([]);
    expect(await fundsOf(t, usdtPlayer.cookie)).toMatchObject({ USDT: '0.000000' });
    expect(await fundsOf(t, ethPlayer.cookie)).toMatchObject({ ETH: '0.00000000' });
  });

  it('never credits a transfer whose block was reorganised away before its confirmations, and shows it dropped', async () => {
    const player = await playerWithAddress('ETH');
    const beforeFork = await node.snapshot();
    await node.sendEth(player.address, ether(7n));
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'confirming' })]);

    // The fork without the transfer becomes the longer chain.
    await node.revert(beforeFork);
    await node.mine(CONFIRMATIONS + 2);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'dropped' })]);
    await node.mine(CONFIRMATIONS);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'dropped' })]);
    expect((await fundsOf(t, player.cookie)).ETH).toBe('0.00000000');
    expect(await depositHistoryOf(player.cookie)).toEqual([]);
  });

  it('follows a transfer re-mined in another block after a reorganisation, and credits it there once', async () => {
    const player = await playerWithAddress('ETH');
    const beforeFork = await node.snapshot();
    const transfer = await node.signEthTransfer(player.address, ether(8n));
    await node.sendRaw(transfer);
    await scan();
    await node.revert(beforeFork);
    await node.mine(2);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'dropped' })]);

    // The same signed transaction, broadcast again, lands two blocks higher on the new chain.
    await node.sendRaw(transfer);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'confirming', confirmations: 1 })]);
    await node.mine(CONFIRMATIONS - 1);
    await scan();
    await node.mine(CONFIRMATIONS);
    await scan();
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ amount: 8_000_000n, status: 'credited' })]);
    expect(await depositHistoryOf(player.cookie)).toHaveLength(1);
    expect((await fundsOf(t, player.cookie)).ETH).toBe('0.08000000');
  });

  it('resumes after a restart where it stopped: every block read once, nothing missed, nothing credited twice', async () => {
    const player = await playerWithAddress('ETH');
    const from = await node.blockNumber();
    await node.sendEth(player.address, ether(3n));
    await scan();
    // Stopped here; while no process scans, a second deposit arrives and blocks pile up.
    await node.sendEth(player.address, ether(4n));
    await node.mine(CONFIRMATIONS);
    const restarted = await secondProcess();
    try {
      await scan(restarted.app);
    } finally {
      await restarted.close();
    }
    expect(await sightingsOf(player.address)).toEqual([
      expect.objectContaining({ amount: 3_000_000n, status: 'credited' }),
      expect.objectContaining({ amount: 4_000_000n, status: 'credited' }),
    ]);
    expect((await fundsOf(t, player.cookie)).ETH).toBe('0.07000000');
    const head = await node.blockNumber();
    const scanned = await t.database.db
      .select({ number: chainScannedBlocks.number })
      .from(chainScannedBlocks)
      .orderBy(asc(chainScannedBlocks.number));
    const numbers = scanned.map((block) => block.number).filter((number) => number > from);
    expect(numbers).toEqual(Array.from({ length: Number(head - from) }, (_, index) => from + 1n + BigInt(index)));
  });

  it('credits once when two processes scan at the same moment', async () => {
    const player = await playerWithAddress('USDT');
    await node.sendToken(usdt, player.address, tokens(40n));
    await node.mine(CONFIRMATIONS);
    const second = await secondProcess();
    try {
      await Promise.all([scan(), scan(second.app)]);
      await Promise.all([scan(), scan(second.app)]);
    } finally {
      await second.close();
    }
    expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'credited' })]);
    expect((await fundsOf(t, player.cookie)).USDT).toBe('40.000000');
    expect(await depositHistoryOf(player.cookie)).toHaveLength(1);
    expect((await verifyLedger(t.database.db)).violations).toEqual([]);
  });

  it('retries a scan whose node answers malformed or not at all, crediting nothing meanwhile and serving players', async () => {
    const proxy = await startFaultyProxy(node.url);
    const faulty = await secondProcess({ ...t.config, ETH_RPC_URL: proxy.url.replace('//', '//watcher:s3cret@'), ETH_RPC_TIMEOUT_MS: 1000 });
    try {
      const player = await playerWithAddress('ETH');
      await node.sendEth(player.address, ether(6n));
      await node.mine(CONFIRMATIONS);

      proxy.fault = { method: 'eth_getBlockByNumber', answer: 'malformed' };
      await expect(scan(faulty.app)).rejects.toThrow(EthereumNodeError);
      proxy.fault = { method: 'eth_getLogs', answer: 'silence' };
      await expect(scan(faulty.app)).rejects.toThrow(/did not answer/);
      expect(await sightingsOf(player.address)).toEqual([]);
      const funds = await t.app.inject({ method: 'GET', url: apiPaths.funds, headers: { cookie: player.cookie } });
      expect(funds.statusCode).toBe(200);
      expect((await fundsOf(t, player.cookie)).ETH).toBe('0.00000000');

      proxy.fault = undefined;
      await scan(faulty.app);
      expect(await sightingsOf(player.address)).toEqual([expect.objectContaining({ status: 'credited' })]);
      expect((await fundsOf(t, player.cookie)).ETH).toBe('0.06000000');
      // Credentials in ETH_RPC_URL reach the node as HTTP Basic authorization (fetch refuses them in the URL).
      expect(proxy.authorizations).toEqual(new Set([`Basic ${Buffer.from('watcher:s3cret').toString('base64')}`]));
    } finally {
      await faulty.close();
      await proxy.close();
    }
  });
});

describe('a reorganisation deeper than the kept block hashes', () => {
  it('reads at most a batch of blocks a tick, and stops loudly, crediting nothing, when no kept block is left on the chain', async () => {
    const deepNode = await startEthereumNode();
    // Confirmations never reached here: the deposit stays confirming while the chain is rewritten under it.
    const casino = await createTestApp({ ETH_RPC_URL: deepNode.url, CONFIRMATIONS_ETH: '1000' });
    try {
      const scanDeep = () => casino.app.chainWatchers.ethereum!.scanOnce();
      const highestScanned = async () =>
        (
          await casino.database.db
            .select({ number: chainScannedBlocks.number })
            .from(chainScannedBlocks)
            .orderBy(desc(chainScannedBlocks.number))
            .limit(1)
        )[0]?.number;
      await scanDeep();
      const start = await deepNode.blockNumber();
      const player = await newPlayer(casino);
      const { address } = await cryptoAddressOf(casino, player.cookie, 'ETH');
      const beforeFork = await deepNode.snapshot();
      await deepNode.sendEth(address, ether(5n));
      await deepNode.mine(150);
      await scanDeep();
      expect(await highestScanned()).toBe(start + 50n);
      await scanDeep();
      await scanDeep();
      await scanDeep();
      expect(await highestScanned()).toBe(await deepNode.blockNumber());

      await deepNode.revert(beforeFork);
      await deepNode.mine(200);
      await expect(scanDeep()).rejects.toThrow(/reorganised deeper than the 128 blocks kept/);
      expect(await highestScanned()).toBe(start + 151n);
      expect((await fundsOf(casino, player.cookie)).ETH).toBe('0.00000000');
    } finally {
      await casino.close();
      await deepNode.close();
    }
  });
});

interface FaultyProxy {
  url: string;
  /** A JSON-RPC method that answers nonsense or nothing at all until cleared. */
  fault: { method: string; answer: 'malformed' | 'silence' } | undefined;
  /** The Authorization headers the node was called with. */
  authorizations: Set<string | undefined>;
  close(): Promise<void>;
}

/** Forwards JSON-RPC to the node, except the faulty method: a block whose number is not hex, or no answer. */
async function startFaultyProxy(nodeUrl: string): Promise<FaultyProxy> {
  const held: Array<() => void> = [];
  const proxy: FaultyProxy = { url: '', fault: undefined, authorizations: new Set(), close: async () => undefined };
  const server: Server = createServer(async (request, response) => {
    proxy.authorizations.add(request.headers.authorization);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const { method, id } = JSON.parse(body) as { method: string; id: number };
    if (proxy.fault?.method === method) {
      if (proxy.fault.answer === 'silence') return held.push(() => response.destroy());
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify({ jsonrpc: '2.0', id, result: { number: 'not a number', hash: '0x', transactions: {} } }));
    }
    const forwarded = await fetch(nodeUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    response.setHeader('content-type', 'application/json');
    response.end(await forwarded.text());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  proxy.close = async () => {
    held.forEach((release) => release());
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return proxy;
}
