import http from 'node:http';
import { apiPaths, SESSION_COOKIE_NAME, studioPaths, STUDIO_TOKEN_HEADER, type FundEntry, type StudioSession } from '@lodestar/contracts';

export const benchBonuses = ['first-deposit', 'none'] as const;
export type BenchBonus = (typeof benchBonuses)[number];

export interface HttpBenchOptions {
  /** One server process or several on one database: player i plays on baseUrls[i mod n], as behind a sticky balancer. */
  baseUrls: string[];
  players: number;
  seconds: number;
  gameId: string;
  depositEur: string;
  /** Minor units a spin stakes; the game's minimum when not given. */
  stake?: string;
  /**
   * 'first-deposit': each player's deposit takes the first-deposit promotion, as a newcomer's does by default, and
   * every spin wagers it (the promotion's statements join the bet); 'none': the player declines it first ('I don't
   * want any promotion'), and the spins are plain cash play.
   */
  bonus: BenchBonus;
  /**
   * Run once every player has played WARM_UP_SPINS rounds, before the measured run: the database's statistics are
   * brought to what a live casino's are (see bench-cli.ts).
   */
  afterWarmUp?: () => Promise<void>;
  /** Started as the measured run starts, alongside the players (a lock held, a restart); awaited after it. */
  duringRun?: () => Promise<void>;
  /** Told of every spin of the measured run: whose (player index), when it was sent (ms into the run), how long it took. */
  onSpin?: (spin: SpinSample) => void;
}

export interface SpinSample {
  player: number;
  sentMs: number;
  latencyMs: number;
  /** The failure's message (status and body) when the spin was not answered 200. */
  error?: string;
}

/** Rounds each player plays before the measured run: enough for every connection to prepare every statement of a spin. */
const WARM_UP_SPINS = 10;

export interface HttpFigures {
  spins: number;
  errors: number;
  errorSamples: string[];
  spinsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  stake: string;
  /** CPU time of this process (the players' side) over the measured run, per spin. */
  clientCpuMsPerSpin: number;
  /** The figures of each server process's players, in the order of baseUrls. */
  byServer: Pick<HttpFigures, 'spins' | 'spinsPerSecond' | 'p50Ms' | 'p99Ms' | 'meanMs'>[];
}

export interface BenchPlayer {
  token: string;
  stake: string;
  /** The player's session cookie (`name=value`). */
  cookie: string;
  /** The server process the player signed up on and plays on. */
  baseUrl: string;
}

export async function call(baseUrl: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'POST'} ${path} → ${response.status} ${text.slice(0, 200)}`);
  // The sandbox checkout answers with its result page, everything else with JSON.
  const json = response.headers.get('content-type')?.includes('application/json');
  return { body: json ? JSON.parse(text) : undefined, headers: response.headers };
}

/** The figures are of the path the run says it measures: a bonus to wager, or none. */
async function expectBonus(baseUrl: string, headers: Record<string, string>, bonus: BenchBonus): Promise<void> {
  const { funds } = (await call(baseUrl, apiPaths.funds, { headers })).body as { funds: FundEntry[] };
  const held = Number(funds.find((fund) => fund.currency === 'EUR')?.bonusBalance ?? 0) > 0;
  if (held !== (bonus === 'first-deposit')) throw new Error(`a bench player ${held ? 'holds' : 'holds no'} bonus, against --bonus ${bonus}`);
}

/**
 * A player as a newcomer becomes one: signs up, pays a card deposit on the sandbox checkout (declining its promotion
 * with `bonus: 'none'`), opens the game for real.
 */
export async function preparePlayer(
  options: { baseUrl: string } & Pick<HttpBenchOptions, 'gameId' | 'depositEur' | 'stake'> & Partial<Pick<HttpBenchOptions, 'bonus'>>,
  index: number,
): Promise<BenchPlayer> {
  const { baseUrl } = options;
  const email = `bench-${process.pid}-${index}@example.com`;
  const signup = await call(baseUrl, apiPaths.registration, {
    body: { fullName: 'Bench Player', email, password: 'correct horse 1', terms: true, currency: 'EUR' },
  });
  const cookie = (signup.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`)) ?? '').split(';')[0]!;
  const headers = { cookie };
  if (options.bonus === 'none') await call(baseUrl, apiPaths.eligiblePromotions, { method: 'DELETE', headers });
  const deposit = await call(baseUrl, apiPaths.deposit('ikajo'), {
    headers,
    body: { amount: options.depositEur, currency: 'EUR', cardTier: 'Ruby' },
  });
  await call(baseUrl, `/sandbox/checkout/${deposit.body.paymentId}/pay`, { method: 'POST', headers });
  if (options.bonus) await expectBonus(baseUrl, headers, options.bonus);
  const launch = await call(baseUrl, apiPaths.launchGame, { headers, body: { id: options.gameId, demo: false, currency: 'EUR' } });
  const token = new URL(launch.body.url, baseUrl).searchParams.get('token')!;
  const session = (await call(baseUrl, studioPaths.session, { headers: { [STUDIO_TOKEN_HEADER]: token } })).body as StudioSession;
  return { token, stake: options.stake ?? session.limits.minStake, cookie, baseUrl };
}

/** Ten sign-ups at a time: a hundred at once would measure the password hashing, not the games. Player i is on baseUrls[i mod n]. */
export async function preparePlayers(options: Omit<HttpBenchOptions, 'seconds' | 'afterWarmUp'>): Promise<BenchPlayer[]> {
  const players: BenchPlayer[] = [];
  for (let first = 0; first < options.players; first += 10) {
    const batch = Array.from({ length: Math.min(10, options.players - first) }, (_, offset) => {
      const index = first + offset;
      return preparePlayer({ ...options, baseUrl: options.baseUrls[index % options.baseUrls.length]! }, index);
    });
    players.push(...(await Promise.all(batch)));
  }
  return players;
}

/**
 * One spin over a kept-alive connection of node:http, its answer read to the end. The players' side shares the cores
 * with the server and the database: fetch cost it about 0.85 ms of CPU a spin, a third of the server's own share,
 * and this 0.3–0.45 ms (issue 16), so the figures measure the casino rather than its client.
 */
export function postSpin(agent: http.Agent, player: BenchPlayer): Promise<void> {
  const body = JSON.stringify({ stake: player.stake, params: {} });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${player.baseUrl}${studioPaths.rounds}`,
      {
        method: 'POST',
        agent,
        headers: { [STUDIO_TOKEN_HEADER]: player.token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode === 200) resolve();
          else reject(new Error(`POST ${studioPaths.rounds} → ${response.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Every player plays WARM_UP_SPINS rounds, all at once. */
export async function warmUp(agent: http.Agent, players: BenchPlayer[]): Promise<void> {
  await Promise.all(
    players.map(async (player) => {
      for (let round = 0; round < WARM_UP_SPINS; round++) await postSpin(agent, player);
    }),
  );
}

/** The value below which `fraction` of the sorted values lie. */
export const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Every player spins as fast as answers come back, one spin in flight each, for the given time. */
export async function benchRealMoneySpins(options: HttpBenchOptions): Promise<HttpFigures> {
  const players = await preparePlayers(options);

  const agent = new http.Agent({ keepAlive: true, maxSockets: options.players });
  const spin = (player: BenchPlayer) => postSpin(agent, player);
  await warmUp(agent, players);
  await options.afterWarmUp?.();

  const latenciesByServer = new Map(options.baseUrls.map((baseUrl) => [baseUrl, [] as number[]]));
  const errorSamples: string[] = [];
  let errors = 0;
  const cpuAtStart = process.cpuUsage();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const during = options.duringRun?.();
  await Promise.all(
    players.map(async (player, index) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const sample = (error?: string) => options.onSpin?.({ player: index, sentMs: sent - started, latencyMs: performance.now() - sent, error });
        try {
          await spin(player);
          latenciesByServer.get(player.baseUrl)!.push(performance.now() - sent);
          sample();
        } catch (error) {
          errors++;
          if (errorSamples.length < 5) errorSamples.push((error as Error).message);
          sample((error as Error).message);
        }
      }
    }),
  );
  await during;
  const elapsedSeconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(cpuAtStart);
  agent.destroy();
  const figuresOf = (latencies: number[]) => {
    latencies.sort((a, b) => a - b);
    return {
      spins: latencies.length,
      spinsPerSecond: latencies.length / elapsedSeconds,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      meanMs: latencies.reduce((sum, latency) => sum + latency, 0) / Math.max(1, latencies.length),
    };
  };
  const latencies = [...latenciesByServer.values()].flat();
  return {
    ...figuresOf(latencies),
    byServer: [...latenciesByServer.values()].map(figuresOf),
    errors,
    errorSamples,
    stake: players[0]?.stake ?? '0',
    clientCpuMsPerSpin: (clientCpu.user + clientCpu.system) / 1000 / Math.max(1, latencies.length),
  };
}
