import net from 'node:net';
import type { Duplex, Writable } from 'node:stream';
import { vi } from 'vitest';
import type { Transaction } from './client.ts';
import { connectionOf } from './flight.ts';

/** The chunks of one socket write: `_write` takes one, `_writev` a list of them (as buffers or entries). */
function chunksOf(argument: unknown): Buffer[] {
  const entries: unknown[] = Array.isArray(argument) ? argument : [argument];
  return entries.map((entry) => (Buffer.isBuffer(entry) ? entry : Buffer.from((entry as { chunk: Buffer | string }).chunk)));
}

/** Spies on the socket writes of `sockets` (all of them: the prototype) while `work` runs, each write's bytes joined. */
async function writesDuring<T>(
  target: Pick<Writable, '_write' | '_writev'>,
  work: () => Promise<T>,
): Promise<{ result: T; writes: { socket: net.Socket; bytes: Buffer }[] }> {
  const spies = [vi.spyOn(target, '_writev'), vi.spyOn(target, '_write')];
  try {
    const result = await work();
    const writes = spies.flatMap((spy) =>
      spy.mock.contexts.map((socket, index) => ({ socket: socket as net.Socket, bytes: Buffer.concat(chunksOf(spy.mock.calls[index]![0])) })),
    );
    return { result, writes };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/**
 * The writes a transaction's connection makes while `work` runs, as text: one writev per flush of a corked socket. A
 * work that starts before the transaction's first statement sees BEGIN's write too, if it is still held back.
 */
export async function socketWritesDuring<T>(tx: Transaction, work: () => Promise<T>): Promise<{ result: T; writes: string[] }> {
  const socket = connectionOf(tx)!.connection.stream as Duplex & Pick<Writable, '_write' | '_writev'>;
  const { result, writes } = await writesDuring(socket, work);
  return { result, writes: writes.map((write) => write.bytes.toString('latin1')) };
}

/**
 * The writes to PostgreSQL's sockets (TEST_DATABASE_URL's port) while `work` runs, on every connection: the round trips
 * of its statements. A connection opening meanwhile is left out (its startup message begins with a length, a zero
 * byte; every statement's message begins with its type letter).
 */
export async function databaseWritesDuring<T>(work: () => Promise<T>): Promise<{ result: T; writes: number }> {
  const databasePort = Number(new URL(process.env.TEST_DATABASE_URL!).port || 5432);
  const { result, writes } = await writesDuring(net.Socket.prototype, work);
  return { result, writes: writes.filter((write) => write.socket.remotePort === databasePort && write.bytes[0] !== 0).length };
}
