import { once } from 'node:events';
import { createServer } from 'node:net';

/** A loopback port nothing listens on now: the kernel picks one, and it is released for a server the test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (typeof address !== 'object' || !address) throw new Error('no port was assigned');
  return address.port;
}
