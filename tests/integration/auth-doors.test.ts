import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_BASE_PATH, isOpenAuthEndpoint } from "../../app/shared/auth/auth-doors";
import { action, loader } from "../../app/features/accounts/routes/auth-api";
import { users } from "../../app/shared/db/schema";
import { parseEnv } from "../../app/shared/server/env";
import { TEST_AUTH_SECRET, testContext } from "../setup/app-context";
import { keepingMailer, MEMBER_PASSWORD, newMember } from "../setup/members";
import { answer, TEST_SITE } from "../setup/requests";
import { createTestDatabase, drivers } from "../setup/test-db";

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** better-auth's HTTP endpoints as its own router knows them: every `auth.api` entry with a path. */
function endpointPaths(auth: AppLoadContext["auth"]): string[] {
  return Object.values(auth.api)
    .map((endpoint) => (endpoint as { path?: string }).path)
    .filter((path): path is string => typeof path === "string")
    .map((path) => path.replace(/:\w+/g, "Tok3n_value"));
}

describe.each(drivers)("better-auth's endpoints over HTTP (%s)", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext & { mailer: ReturnType<typeof keepingMailer> };

  /** A request to /api/auth{path} through the route, as the server would route it. */
  const call = async (method: string, path: string, init: RequestInit = {}) => {
    const request = new Request(`${TEST_SITE}${AUTH_BASE_PATH}${path}`, { method, ...init });
    const handler = method === "GET" || method === "HEAD" ? loader : action;
    return answer(
      await Promise.resolve(handler({ request, context, params: {} } as never)).catch(
        (thrown: unknown) => thrown,
      ),
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const mailer = keepingMailer();
    context = {
      ...testContext(database.db, {
        env: parseEnv({ SITE_URL: TEST_SITE, AUTH_SECRET: TEST_AUTH_SECRET }),
        mailer,
      }),
      mailer,
    };
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("answers 404 for every endpoint and method better-auth has, but the links the site hands out", async () => {
    const paths = endpointPaths(context.auth);
    // The walk covers better-auth's whole list (a new endpoint in an upgrade is walked too).
    expect(paths).toEqual(expect.arrayContaining(["/sign-in/email", "/delete-user", "/list-sessions"]));
    expect(paths.length).toBeGreaterThanOrEqual(30);
    const open: string[] = [];
    for (const path of [...paths, "/no-such-endpoint"])
      for (const method of METHODS) {
        if (isOpenAuthEndpoint(method, `${AUTH_BASE_PATH}${path}`)) {
          open.push(`${method} ${path}`);
          continue;
        }
        const result = await call(method, path, {
          ...(method === "GET" || method === "HEAD"
            ? {}
            : { body: "{}", headers: { "content-type": "application/json" } }),
        });
        expect(result.status, `${method} ${path}`).toBe(404);
      }
    expect(open.sort()).toEqual([
      "GET /callback/Tok3n_value",
      "GET /error",
      "GET /reset-password/Tok3n_value",
      "GET /verify-email",
      "POST /callback/Tok3n_value",
    ]);
  });

  it("keeps a signed-in member's account and sessions out of reach of page scripts", async () => {
    const member = await newMember(context);
    const json = { "content-type": "application/json", cookie: member.cookie, origin: TEST_SITE };
    expect((await call("POST", "/delete-user", { body: "{}", headers: json })).status).toBe(404);
    expect((await call("GET", "/list-sessions", { headers: json })).status).toBe(404);
    expect((await call("GET", "/get-session", { headers: json })).status).toBe(404);
    const signIn = await call("POST", "/sign-in/email", {
      body: JSON.stringify({ email: member.email, password: MEMBER_PASSWORD }),
      headers: json,
    });
    expect(signIn.status).toBe(404);
    expect(signIn.headers?.getSetCookie()).toEqual([]);
    expect(
      await database.db.select({ id: users.id }).from(users).where(eq(users.id, member.id)),
    ).toHaveLength(1);
  });

  it("still follows the activation link and the password-reset link", async () => {
    const email = "doors@example.rw";
    await context.auth.api.signUpEmail({
      body: { name: "Aline Uwase", email, password: MEMBER_PASSWORD, callbackURL: "/login?verified=1" },
    });
    const activation = new URL(
      /https?:\/\/\S+\/api\/auth\/verify-email\S*/.exec(context.mailer.sent.at(-1)!.text)![0],
    );
    const verified = await call("GET", `/verify-email${activation.search}`);
    expect(verified).toMatchObject({ status: 302, location: "/login?verified=1" });
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);

    await context.auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
    const reset = new URL(
      /https?:\/\/\S+\/api\/auth\/reset-password\/\S*/.exec(context.mailer.sent.at(-1)!.text)![0],
    );
    const page = await call("GET", `${reset.pathname.slice(AUTH_BASE_PATH.length)}${reset.search}`);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(new RegExp(`^${TEST_SITE}/reset-password\\?token=\\w+$`));
  });
});
