import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundTasks } from './background-tasks.ts';

function recordingLog() {
  const errors: Array<{ context: unknown; message: string }> = [];
  const log = { error: (context: unknown, message: string) => errors.push({ context, message }) } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe('background tasks', () => {
  it('does not make the caller wait, and drain waits for every task', async () => {
    const { log, errors } = recordingLog();
    const tasks = createBackgroundTasks(log);
    let release!: () => void;
    const done: string[] = [];
    tasks.run('slow mail', () => new Promise<void>((resolve) => (release = resolve)).then(() => void done.push('slow')));
    let quickEnded!: () => void;
    const quickDone = new Promise<void>((resolve) => (quickEnded = resolve));
    tasks.run('quick mail', async () => {
      done.push('quick');
      quickEnded();
    });
    expect(done).toEqual([]);
    const drained = tasks.drain().then(() => done.push('drained'));
    await quickDone;
    // Every promise job queued so far has run once the event loop has turned (no time passes): a drain that did not
    // wait for the slow task would have ended by now.
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toEqual(['quick']);
    release();
    await drained;
    expect(done).toEqual(['quick', 'slow', 'drained']);
    expect(errors).toEqual([]);
  });

  it('logs a failure under its description instead of throwing it', async () => {
    const { log, errors } = recordingLog();
    const tasks = createBackgroundTasks(log);
    const failure = new Error('SMTP refused');
    tasks.run('password reset mail', async () => {
      throw failure;
    });
    await tasks.drain();
    expect(errors).toEqual([{ context: { err: failure }, message: 'password reset mail failed' }]);
  });
});
