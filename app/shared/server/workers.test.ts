import { describe, expect, it } from "vitest";
import { workerCount } from "./workers";

const postgres = "postgres://imodoka@db.internal/imodoka";

describe("workerCount", () => {
  it("is one per core in production on PostgreSQL, unless WEB_CONCURRENCY says", () => {
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: postgres }, 2)).toBe(2);
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: postgres }, 8)).toBe(8);
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: postgres, WEB_CONCURRENCY: 3 }, 8)).toBe(3);
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: postgres, WEB_CONCURRENCY: 1 }, 8)).toBe(1);
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: postgres }, 0)).toBe(1);
  });

  it("is one on the embedded database, which one process holds, whatever WEB_CONCURRENCY says", () => {
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: undefined }, 8)).toBe(1);
    expect(workerCount({ NODE_ENV: "production", DATABASE_URL: undefined, WEB_CONCURRENCY: 4 }, 8)).toBe(1);
  });

  it("is one in development and tests", () => {
    expect(workerCount({ NODE_ENV: "development", DATABASE_URL: postgres, WEB_CONCURRENCY: 4 }, 8)).toBe(1);
    expect(workerCount({ NODE_ENV: "test", DATABASE_URL: postgres }, 8)).toBe(1);
  });
});
