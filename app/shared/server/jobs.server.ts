/**
 * The site's periodic background work (decision 0025). On PostgreSQL, where several app instances may run,
 * each job goes through a pg-boss queue in the same database: every instance offers one run per period, the
 * queue keeps one of those offers per period (a throttled send), and one instance takes it (SKIP LOCKED), so
 * a run happens once whatever the number of instances, and is retried when it fails. The embedded database
 * is one process's alone, so there a timer in that process runs each job.
 */
import PgBoss from "pg-boss";
import { APPLICATION_NAME } from "../db/client";
import type { Logger } from "./log";

export interface PeriodicJob {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  /** Seconds between runs; 0 turns the job off. */
  everySeconds: number;
  /** One run. What it returns is logged when any count is not 0. */
  run(): Promise<Record<string, number> | void>;
}

export interface JobRunner {
  /** Where runs are agreed: a queue on PostgreSQL, or this process's timers. */
  kind: "queue" | "timer";
  /** Stops offering and taking runs, and waits for the ones in progress. */
  stop(): Promise<void>;
}

/** Tries of a failed run after the first, `retrySeconds` apart and then longer (pg-boss backoff). */
const RETRIES = 3;
/** The schema that holds the queue's tables. */
export const JOB_SCHEMA = "pgboss";

const logRun = (log: Logger, name: string, result: Record<string, number> | void) => {
  if (result && Object.values(result).some((n) => n !== 0)) log.info({ job: name, ...result }, "job ran");
};

/** Runs each job now and then every `everySeconds` in this process, one run of a job at a time. */
export function startTimerJobs(jobs: PeriodicJob[], log: Logger): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const schedule = (job: PeriodicJob, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run()
        .then((result) => logRun(log, job.name, result))
        .catch((error: unknown) => log.error({ err: error, job: job.name }, "job failed"))
        .finally(() => {
          running.delete(run);
          if (!stopped) schedule(job, job.everySeconds * 1000);
        });
      running.add(run);
    }, delayMs);
    timers.add(timer);
  };
  for (const job of jobs) if (job.everySeconds > 0) schedule(job, 0);
  return {
    kind: "timer",
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}

/**
 * Creates a job's queue unless it exists: at most one run waiting and one in progress (the "stately" policy),
 * whatever the instances offer. Instances starting together may deadlock creating the same queue's table;
 * the loser tries again after a moment and finds the queue made.
 */
async function ensureQueue(boss: PgBoss, job: PeriodicJob, retrySeconds: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(job.name)) return;
      await boss.createQueue(job.name, {
        name: job.name,
        policy: "stately",
        retryLimit: RETRIES,
        retryDelay: retrySeconds,
        retryBackoff: true,
        expireInSeconds: Math.max(15 * 60, job.everySeconds),
      });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

/**
 * The jobs on a pg-boss queue in the PostgreSQL database at `url`. `pollSeconds` is how often an instance
 * asks the queue for a run to take; a failed run is tried again `retrySeconds` later.
 */
export async function startQueueJobs(
  jobs: PeriodicJob[],
  {
    url,
    log,
    pollSeconds = 5,
    retrySeconds = 60,
  }: { url: string; log: Logger; pollSeconds?: number; retrySeconds?: number },
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    application_name: `${APPLICATION_NAME}-jobs`,
    max: 3,
    // Runs are offered by the instances' own timers below, not by cron schedules.
    schedule: false,
  });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  const active = jobs.filter((job) => job.everySeconds > 0);
  const timers = new Set<NodeJS.Timeout>();
  for (const job of active) {
    await ensureQueue(boss, job, retrySeconds);
    await boss.work(job.name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([run]) => {
      logRun(log, job.name, await job.run());
      return run?.id;
    });
    // One run per period for all instances: an offer in a period that already has one is dropped.
    const offer = () =>
      boss
        .sendThrottled(job.name, {}, {}, job.everySeconds, "period")
        .catch((error: unknown) => log.error({ err: error, job: job.name }, "job not offered"));
    await offer();
    const timer = setInterval(() => void offer(), job.everySeconds * 1000);
    timers.add(timer);
  }
  return {
    kind: "queue",
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
