import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

/** A key prefix of a run's own, so that runs sharing the machine's Redis never meet. */
export const runPrefix = (what: string) => `imodoka-${what}-${randomUUID()}:`;

/** Removes every key under `prefix`: what a run left in the machine's Redis. */
export async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
