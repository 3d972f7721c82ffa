import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { answerUnavailable } from "./unavailable.server";

const outage = () =>
  Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

/** A build with one route whose loader and action run the given function. */
function buildWith(run: () => unknown): ServerBuild {
  const module = { default: () => null, loader: vi.fn(run), action: vi.fn(run), meta: () => [] };
  return { routes: { root: { id: "root", path: "", module } } } as unknown as ServerBuild;
}

function call(build: ServerBuild, handler: "loader" | "action") {
  const log = pino({ level: "silent" });
  const warn = vi.spyOn(log, "warn");
  const args = { request: new Request("http://localhost/x"), params: {}, context: { log } };
  const run = build.routes.root!.module[handler] as (a: typeof args) => Promise<unknown>;
  return { result: run(args), warn };
}

describe("answerUnavailable", () => {
  it.each(["loader", "action"] as const)(
    "turns a database outage in a %s into a thrown 503, logged once",
    async (handler) => {
      const { result, warn } = call(answerUnavailable(buildWith(() => Promise.reject(outage()))), handler);
      const thrown = await result.catch((error: unknown) => error);
      // React Router turns a thrown data() into the error response its boundary shows.
      expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
      expect(warn).toHaveBeenCalledOnce();
    },
  );

  it("passes any other failure on unchanged, for the error screen's 500", async () => {
    const bug = new Error("a bug");
    const { result, warn } = call(answerUnavailable(buildWith(() => Promise.reject(bug))), "loader");
    await expect(result).rejects.toBe(bug);
    expect(warn).not.toHaveBeenCalled();
  });

  it("passes answers and thrown responses on unchanged", async () => {
    const answer = { ok: true };
    expect(await call(answerUnavailable(buildWith(() => answer)), "loader").result).toBe(answer);
    const notFound = new Response(null, { status: 404 });
    await expect(
      call(answerUnavailable(buildWith(() => Promise.reject(notFound))), "action").result,
    ).rejects.toBe(notFound);
  });

  it("keeps the rest of each route module and adds no loader or action where there was none", () => {
    const module = { default: () => null, meta: () => [] };
    const build = { routes: { page: { id: "page", module } }, assets: {} } as unknown as ServerBuild;
    const guarded = answerUnavailable(build);
    expect(guarded.routes.page!.module).toEqual(module);
    expect(guarded.routes.page!.module).not.toHaveProperty("loader");
    expect(guarded.assets).toBe(build.assets);
  });
});
