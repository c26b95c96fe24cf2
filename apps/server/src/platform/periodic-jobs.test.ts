import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFromTemplate, onPostgres } from '../../test/postgres-databases.ts';
import { createPeriodicJobs } from './periodic-jobs.ts';

const log = { warn: () => undefined, error: () => undefined };
const until = async (condition: () => boolean) => expect.poll(condition, { timeout: 5000, interval: 20 }).toBe(true);

/** Several server processes on one PostgreSQL database: the periodic jobs run on one of them at a time. */
describe.runIf(onPostgres)('periodic jobs across processes', () => {
  let database: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  beforeAll(async () => {
    database = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
  });
  afterAll(() => database?.drop());

  it('runs each tick on one process only, and on another once that one is gone', async () => {
    const [first, second] = [createPeriodicJobs({ databaseUrl: database.url, log }), createPeriodicJobs({ databaseUrl: database.url, log })];
    const runs = { first: 0, second: 0 };
    const stopFirst = first.every('count', 50, async () => void runs.first++);
    await until(() => runs.first >= 1);
    const stopSecond = second.every('count', 50, async () => void runs.second++);
    await until(() => runs.first >= 5);
    expect(runs.second).toBe(0);

    // The first process stops (its lock connection closes, as when it dies): the second takes the jobs over.
    await stopFirst();
    await first.close();
    await until(() => runs.second >= 1);
    await stopSecond();
    await second.close();
  });
});
