import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "../../app/routes/search-suggestions";
import type { Suggestion } from "../../app/server/search.server";
import { createTestDatabase, drivers } from "../setup/test-db";

type LoaderArgs = Parameters<typeof loader>[0];

/** `GET /search/suggestions?q=…` answered by the route's loader with this database. */
async function get(db: unknown, q: string | null) {
  const url = new URL("http://localhost/search/suggestions");
  if (q !== null) url.searchParams.set("q", q);
  const response = await loader({
    request: new Request(url),
    params: {},
    context: { db },
  } as unknown as LoaderArgs);
  return { response, body: (await response.json()) as { data: Suggestion[] } };
}

/** A database that fails the test when it is asked anything. */
const untouchable = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`the database was used (${String(property)})`);
    },
  },
);

describe.each(drivers)("GET /search/suggestions on %s (SPEC §2.5, §5)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database?.cleanup());

  const names = async (q: string) =>
    (await get(database.db, q)).body.data.map((s) => `${s.brand_name} ${s.model_name}`);

  it("suggests models despite typos, best first", async () => {
    expect((await names("toyta"))[0]).toMatch(/^Toyota /);
    expect((await names("peugot"))[0]).toMatch(/^Peugeot /);
    expect((await names("rav"))[0]).toBe("Toyota RAV4");
  });

  it("gives each suggestion exactly its type, brand, model id and name, and page", async () => {
    const { data } = (await get(database.db, "rav")).body;
    expect(data.length).toBeGreaterThan(0);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(["brand_name", "model_id", "model_name", "path", "type"]);
      expect(item.type).toBe("model");
      expect(item.model_id).toEqual(expect.any(Number));
      expect(item.path).toMatch(/^\/auto-guide\/new-cars\/make\/[a-z0-9-]+\/model\/\d+-[a-z0-9-]+$/);
    }
    expect(data[0]).toMatchObject({ brand_name: "Toyota", model_name: "RAV4" });
    expect(data[0]!.path).toContain(`/model/${data[0]!.model_id}-`);
  });

  it("answers JSON that browsers and proxies may keep for a minute", async () => {
    const { response } = await get(database.db, "toyota");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("answers an empty list under 2 characters without asking the database", async () => {
    for (const q of [null, "", "a", " a ", "   "]) {
      const { response, body } = await get(untouchable, q);
      expect(body, `q=${JSON.stringify(q)}`).toEqual({ data: [] });
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    }
  });

  it("copes with long and odd input", async () => {
    const long = await get(database.db, `toyota ${"x".repeat(94)}`);
    expect(long.response.status).toBe(200);
    expect(Array.isArray(long.body.data)).toBe(true);
    expect(`toyota ${"x".repeat(94)}`).toHaveLength(101);
    for (const q of [
      "a".repeat(5000),
      "%_\\'\"; drop table brands; --",
      "to\u0000yota",
      "😀😀",
      "\ud800ab",
    ]) {
      const { response, body } = await get(database.db, q);
      expect(response.status, `q=${JSON.stringify(q.slice(0, 20))}`).toBe(200);
      expect(Array.isArray(body.data)).toBe(true);
    }
  });
});
