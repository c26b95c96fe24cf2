import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiPaths, responsibleGamblingPaths, SESSION_COOKIE_NAME } from '@lodestar/contracts';
import { useTestApp } from '../test/test-app.ts';
import { seededRandom } from '../test/api-fuzz-kit.ts';
import { createAnswerChecker, describeRequest, operationsOf, type Operation } from '../test/api-fuzz-operations.ts';
import { createRequestMaker } from '../test/api-fuzz-requests.ts';
import { prepareFuzzPlayer } from '../test/fuzz-player-test-kit.ts';
import { fuzzSeed } from '../../../scripts/test-seeds.ts';
import { verifyLedger } from './modules/ledger/index.ts';

/**
 * Schema-driven attack test: every operation of /api/docs/json, called thousands of times with valid bodies and
 * with the inputs attackers send, signed in and out, with correctly signed provider and webhook calls. No answer may
 * be a 5xx, every answer must be a status the document declares with a body matching its schema, and the ledger
 * must balance afterwards. The run's seed is fixed (scripts/test-seeds.ts): FUZZ_SEED=<n> runs another, FUZZ_REQUESTS=<n>
 * changes its length, and `npm run fuzz` runs a long one on a new seed.
 */
const seed = fuzzSeed;
const requestsPerRun = Number(process.env.FUZZ_REQUESTS ?? 3000);
/** Generous for the machine: about 3 ms a request on a loaded 2-core machine, at least three minutes. */
const FUZZ_TIMEOUT_MS = Math.max(180_000, requestsPerRun * 10);
/** Launch tokens are renewed now and then, as a player reopening the game would. */
const RELAUNCH_EVERY = 400;

const t = useTestApp();

/** The balance stream declares no JSON success: its answer is text/event-stream, which never ends under inject. */
const isEventStream = (operation: Operation) => !Object.keys(operation.responses).some((status) => status.startsWith('2'));

/** Calls that end the player's session: the fuzz signs in again to keep going deep. */
const endsSession = (path: string) => path === apiPaths.signout || path.includes('/session/{id}') || path === apiPaths.changePassword;

describe('API fuzz', () => {
  it(`answers no 5xx and only what /api/docs/json declares (FUZZ_SEED=${seed})`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const started = Date.now();
    const random = seededRandom(seed);
    const operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    const player = await prepareFuzzPlayer(t, seed);
    const requestFor = createRequestMaker({ config: t.config, player, random, seed, operations });
    const answers = createAnswerChecker();

    for (let index = 0; index < requestsPerRun; index += 1) {
      const operation = operations[index % operations.length]!;
      if (isEventStream(operation)) {
        // Only the stream's refusal is fuzzed.
        const request: InjectOptions = {
          method: operation.method,
          url: operation.path,
          headers: random.chance(0.5) ? { cookie: `${SESSION_COOKIE_NAME}=forged` } : {},
        };
        answers.check(operation, request, await t.app.inject(request));
        continue;
      }
      const request = requestFor(operation);
      if (process.env.FUZZ_DEBUG) console.log(describeRequest(request));
      const response = await t.app.inject(request);
      answers.check(operation, request, response);
      if (operation.path === '/api/admin/withdrawals/{id}/approve' && response.statusCode === 200) await player.requestWithdrawal();
      if (response.statusCode < 300 && endsSession(operation.path)) await player.signIn();
      if (response.statusCode < 300 && operation.path === responsibleGamblingPaths.selfExclude) await player.liftExclusionAndSignIn();
      if (index % RELAUNCH_EVERY === RELAUNCH_EVERY - 1) await player.relaunch();
    }

    // FUZZ_STATS=1 shows how deep each operation got: its answers by status (and protocol status of the wallet).
    if (process.env.FUZZ_STATS)
      for (const [key, statuses] of answers.statusesByOperation) console.log(key, JSON.stringify(Object.fromEntries(statuses)));
    const ledger = await verifyLedger(t.database.db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `api fuzz (FUZZ_SEED=${seed}): ${answers.requestCount()} requests over ${operations.length} operations in ${seconds} s; ` +
        `${answers.count('5xx')} 5xx, ${answers.count('schema')} schema violations, ${answers.count('undeclared')} undeclared statuses; ` +
        `statuses ${JSON.stringify(answers.statusCounts())}`,
    );
    for (const kind of ['5xx', 'schema', 'undeclared'] as const) {
      if (answers.count(kind) > 0) console.error(`${kind} (first of ${answers.count(kind)}):\n  ${answers.summary(kind).join('\n  ')}`);
    }
    expect(answers.requestCount()).toBeGreaterThanOrEqual(Math.min(requestsPerRun, 2000));
    expect(answers.summary('5xx'), `5xx answers; repeat with FUZZ_SEED=${seed}`).toEqual([]);
    expect(answers.summary('schema'), `answers not matching their schema; repeat with FUZZ_SEED=${seed}`).toEqual([]);
    expect(answers.summary('undeclared'), `statuses the document does not declare; repeat with FUZZ_SEED=${seed}`).toEqual([]);
    expect(ledger.violations, `ledger after the run; FUZZ_SEED=${seed}`).toEqual([]);
  });
});
