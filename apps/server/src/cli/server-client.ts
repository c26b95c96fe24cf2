import { loadConfig } from '../config.ts';
import { operatorCommandToken } from '../modules/staff/index.ts';

/**
 * Operator commands talk to the running server over loopback, as any client would: the embedded database
 * belongs to the server process, and the server is what pushes live balances to players.
 */
export function serverClient() {
  const config = loadConfig();
  const baseUrl = process.env.LODESTAR_URL ?? `http://127.0.0.1:${config.PORT}`;
  return {
    async call(method: 'GET' | 'POST', path: string, options: { body?: unknown; admin?: boolean } = {}) {
      const headers: Record<string, string> = {};
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.admin) {
        const token = operatorCommandToken(config);
        if (!token) throw new Error('No staff API token: set STAFF_API_TOKEN to a token an admin issued');
        headers.authorization = `Bearer ${token}`;
      }
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) throw new Error(`${response.status}: ${String(answer.message ?? response.statusText)}`);
      return answer;
    },
  };
}

/** Runs a command's body, printing a failure the way a shell user expects: one line on stderr, exit 1. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
