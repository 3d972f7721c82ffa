/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser where an
 * account signed in with its password gets a signed cookie naming that account. Password attempts from
 * such a browser count against its own allowance, not the address's shared one, so strangers who fail
 * for the address from elsewhere cannot lock its owner out (auth.server.ts, passwordAttempt).
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import type { AppLoadContext } from "react-router";
import { z } from "zod";

/** How long a browser stays known after the last password sign-in there. */
const DEVICE_COOKIE_DAYS = 180;

/** Accounts one browser is known for (a family computer); the one signed in longest ago goes first. */
export const DEVICE_ACCOUNTS_MAX = 5;

const KEY = /^[A-Za-z0-9_-]{22}$/;

const deviceValue = z.object({
  id: z.string().regex(KEY),
  accounts: z.array(z.string().regex(KEY)).max(DEVICE_ACCOUNTS_MAX),
});
type DeviceValue = z.infer<typeof deviceValue>;

/** An account as the cookie names it: a digest of its address, so the cookie does not show who it is. */
const accountKey = (email: string) =>
  createHash("sha256").update(email.toLowerCase()).digest("base64url").slice(0, 22);

export interface DeviceCookie {
  /** The browser's own limit key for `email`, when its cookie is genuine and names that account. */
  known(cookieHeader: string | null, email: string): Promise<string | undefined>;
  /** The Set-Cookie value that makes (or keeps) the browser known for `email`. */
  remember(cookieHeader: string | null, email: string): Promise<string>;
}

/**
 * The device cookie, signed with a key derived from the session secret (never the secret itself, so
 * no session cookie can pass for a device cookie). httpOnly: page scripts never see it.
 */
export function deviceCookie(secret: string, secure: boolean): DeviceCookie {
  // On https, the __Host- prefix: only this host over https can set it, never a sibling subdomain.
  const cookie = createCookie(secure ? "__Host-imodoka.device" : "imodoka.device", {
    secrets: [createHmac("sha256", secret).update("imodoka device cookie").digest("base64url")],
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
  const read = async (cookieHeader: string | null): Promise<DeviceValue | undefined> => {
    const parsed = deviceValue.safeParse(await cookie.parse(cookieHeader));
    return parsed.success ? parsed.data : undefined;
  };
  return {
    async known(cookieHeader, email) {
      const device = await read(cookieHeader);
      const account = accountKey(email);
      return device?.accounts.includes(account) ? `${device.id}:${account}` : undefined;
    },
    async remember(cookieHeader, email) {
      const device = await read(cookieHeader);
      const account = accountKey(email);
      const others = (device?.accounts ?? []).filter((key) => key !== account);
      return cookie.serialize({
        id: device?.id ?? randomBytes(16).toString("base64url"),
        accounts: [...others, account].slice(-DEVICE_ACCOUNTS_MAX),
      } satisfies DeviceValue);
    },
  };
}

/** The device cookie of this site (signed with its session secret, Secure when SITE_URL is https). */
export const siteDeviceCookie = (context: AppLoadContext) =>
  deviceCookie(context.auth.options.secret, context.env.SITE_URL.startsWith("https://"));
