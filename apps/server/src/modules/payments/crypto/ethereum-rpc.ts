import { z } from 'zod';

/** A node that failed, timed out or answered something that is not what Ethereum JSON-RPC promises. */
export class EthereumNodeError extends Error {}

const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/)
  .transform((hex) => BigInt(hex));
const hash32 = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .transform((hex) => hex.toLowerCase());
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((hex) => hex.toLowerCase());
const data = z
  .string()
  .regex(/^0x(?:[0-9a-fA-F]{2})*$/)
  .transform((hex) => hex.toLowerCase());

const blockHeader = z.object({ number: quantity, hash: hash32, parentHash: hash32 });
const fullBlock = blockHeader.extend({
  // A contract creation has no recipient.
  transactions: z.array(z.object({ hash: hash32, to: address.nullable(), value: quantity })),
});
const log = z.object({
  address,
  topics: z.array(hash32),
  data,
  blockHash: hash32,
  transactionHash: hash32,
  logIndex: quantity,
});

export type EthereumBlockHeader = z.infer<typeof blockHeader>;
export type EthereumBlock = z.infer<typeof fullBlock>;
export type EthereumLog = z.infer<typeof log>;

const rpcAnswer = z.object({ result: z.unknown(), error: z.object({ code: z.number(), message: z.string() }).optional() });

const toQuantity = (value: bigint) => `0x${value.toString(16)}`;

/**
 * The few standard Ethereum JSON-RPC calls the deposit watcher needs, each answer checked against the shape the
 * specification gives it: a malformed answer is an error like a timeout, never a half-read block.
 */
export function createEthereumRpc(url: string, timeoutMs: number) {
  const { endpoint, headers } = withoutCredentials(url);
  let nextId = 0;
  async function call<T>(method: string, params: unknown[], shape: z.ZodType<T>): Promise<T> {
    let body: unknown;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new EthereumNodeError(`${method}: the node answered HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof EthereumNodeError) throw error;
      throw new EthereumNodeError(`${method}: the node did not answer (${(error as Error).message})`, { cause: error });
    }
    const answer = rpcAnswer.safeParse(body);
    if (!answer.success) throw new EthereumNodeError(`${method}: the node's answer is not JSON-RPC`);
    if (answer.data.error) throw new EthereumNodeError(`${method}: the node refused (${answer.data.error.code} ${answer.data.error.message})`);
    const result = shape.safeParse(answer.data.result);
    if (!result.success) throw new EthereumNodeError(`${method}: malformed answer (${result.error.issues[0]?.message ?? 'unexpected shape'})`);
    return result.data;
  }

  return {
    blockNumber: () => call('eth_blockNumber', [], quantity),
    /** null when the node has no block at that height (its head is lower). */
    blockHeader: (number: bigint) => call('eth_getBlockByNumber', [toQuantity(number), false], blockHeader.nullable()),
    blockWithTransactions: (number: bigint) => call('eth_getBlockByNumber', [toQuantity(number), true], fullBlock.nullable()),
    /** Logs of one block by its hash (EIP-234): exactly that block's, even if the chain has moved on since. */
    logsOfBlock: (blockHash: string, contract: string, topic0: string) =>
      call('eth_getLogs', [{ blockHash, address: contract, topics: [topic0] }], z.array(log)),
    /** A read-only contract call at the latest block, answering ABI-encoded bytes. */
    call: (contract: string, callData: string) => call('eth_call', [{ to: contract, data: callData }, 'latest'], data),
  };
}

export type EthereumRpc = ReturnType<typeof createEthereumRpc>;

/** fetch refuses a URL with credentials in it: they travel as HTTP Basic authorization instead. */
function withoutCredentials(url: string): { endpoint: string; headers: Record<string, string> } {
  const endpoint = new URL(url);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (endpoint.username || endpoint.password) {
    const credentials = `${decodeURIComponent(endpoint.username)}:${decodeURIComponent(endpoint.password)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    endpoint.username = '';
    endpoint.password = '';
  }
  return { endpoint: endpoint.toString(), headers };
}
