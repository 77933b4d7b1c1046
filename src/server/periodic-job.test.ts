import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startPeriodicJob } from './periodic-job';

const errors: unknown[] = [];
const log = { error: (entry: unknown) => errors.push(entry) } as unknown as FastifyBaseLogger;

/** A job whose runs wait until the test lets them finish. */
function gatedJob() {
  let runs = 0;
  let release: () => void = () => undefined;
  const job = startPeriodicJob(log, 'test job', false, () => {
    runs += 1;
    return new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  return { job, runs: () => runs, release: () => release() };
}

describe('startPeriodicJob, the one runner of the background loops', () => {
  it('a kick during a run asks for exactly one more run after it, however many kicks came', async () => {
    const { job, runs, release } = gatedJob();
    job.kick();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(runs()).toBe(1);
    job.kick();
    job.kick();
    release();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(runs()).toBe(2);
    release();
    await job.idle();
    expect(runs()).toBe(2);
  });

  it('run() joins the run under way instead of starting a second one', async () => {
    const { job, runs, release } = gatedJob();
    const first = job.run();
    const second = job.run();
    expect(runs()).toBe(1);
    release();
    await Promise.all([first, second]);
    expect(runs()).toBe(1);
  });

  it('after stop, kicks start nothing, and stop waits for the run under way', async () => {
    const { job, runs, release } = gatedJob();
    const running = job.run();
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(stopped).toBe(false);
    release();
    await Promise.all([running, stopping]);
    job.kick();
    await job.idle();
    expect(runs()).toBe(1);
  });

  it('logs a failed run and keeps going', async () => {
    let calls = 0;
    const job = startPeriodicJob(log, 'failing job', false, async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
    });
    await job.run();
    await job.run();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
