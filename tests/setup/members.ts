/** Signed-in members for integration tests that call loaders and actions directly. */
import type { AppLoadContext } from "react-router";
import type { Mailer, MailMessage } from "../../app/shared/server/mail.server";
import { expect } from "vitest";
import { answer, cookieFrom, get, post } from "./requests";
import { signInWithTwoFactor } from "./two-factor";

export const MEMBER_PASSWORD = "Kigali2026";

/** A mailer that keeps what it is given, for reading links out of mails. */
export function keepingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: "outbox",
    sent,
    send: (message) => {
      sent.push(message);
      return Promise.resolve({ messageId: `test-${sent.length}` });
    },
    close: () => {},
  };
}

let counter = 0;

/**
 * Signs up a new member (through better-auth, as the sign-up form does), opens the activation link from
 * the mail and signs in. Answers the member's id and the cookie header a browser would send.
 */
export async function newMember(
  context: AppLoadContext & { mailer: ReturnType<typeof keepingMailer> },
  name = "Aline Uwase",
): Promise<{ id: string; email: string; cookie: string }> {
  const email = `member${++counter}-${process.pid}@example.rw`;
  await context.auth.api.signUpEmail({ body: { name, email, password: MEMBER_PASSWORD } });
  const mail = context.mailer.sent.findLast((message) => message.to === email);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\S*/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no activation link for ${email}`);
  await context.auth.handler(new Request(link));
  const { headers, response } = await context.auth.api.signInEmail({
    body: { email, password: MEMBER_PASSWORD },
    returnHeaders: true,
  });
  return { id: response.user.id, email, cookie: cookieFrom(headers) };
}

/**
 * A verified account with a password, made as an administrator would (no mail), signed in: a member
 * straight away, staff through the two-step code. Answers the id and the cookie header.
 */
export async function accountWithRole(
  context: AppLoadContext,
  role: "user" | "editor" | "admin",
): Promise<{ id: string; cookie: string; email: string }> {
  const email = `${role}${++counter}-${process.pid}@example.rw`;
  const auth = await context.auth.$context;
  const user = await auth.internalAdapter.createUser(
    { email, name: `Staff ${counter}`, emailVerified: true, role },
    { method: "admin" },
  );
  await auth.internalAdapter.createAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await auth.password.hash(MEMBER_PASSWORD),
  });
  if (role !== "user")
    return { id: user.id, email, ...(await signInWithTwoFactor(context, email, MEMBER_PASSWORD)) };
  const { headers } = await context.auth.api.signInEmail({
    body: { email, password: MEMBER_PASSWORD },
    returnHeaders: true,
  });
  return { id: user.id, email, cookie: cookieFrom(headers) };
}

/** A loader or action called as the router would. */
type Handler = (args: never) => unknown;

/**
 * Staff-only pages: each loader sends a visitor to sign in and answers a member with a 403, and each action
 * (posted `form`) does the same, so nothing is saved. `params` are the route's (an id for edit pages).
 */
export async function expectStaffOnly(
  context: AppLoadContext,
  pages: {
    loaders: readonly (readonly [Handler, string])[];
    actions: readonly (readonly [Handler, string])[];
    form: Record<string, string>;
    params?: Record<string, string>;
  },
) {
  const call = (handler: Handler, request: Request) =>
    Promise.resolve(handler({ request, context, params: pages.params ?? {} } as never)).catch(
      (thrown: unknown) => thrown,
    );
  const member = await accountWithRole(context, "user");
  const signIn = (path: string) => ({
    status: 302,
    location: `/login?redirectTo=${encodeURIComponent(path)}`,
  });
  for (const [loader, path] of pages.loaders) {
    expect(answer(await call(loader, get(path)))).toMatchObject(signIn(path));
    expect(await call(loader, get(path, member.cookie))).toMatchObject({ init: { status: 403 } });
  }
  for (const [action, path] of pages.actions) {
    expect(answer(await call(action, post(path, pages.form)))).toMatchObject({ status: 302 });
    expect(await call(action, post(path, pages.form, member.cookie))).toMatchObject({
      init: { status: 403 },
    });
  }
}
