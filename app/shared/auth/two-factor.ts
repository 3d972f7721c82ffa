/**
 * Two-step verification (TOTP with recovery codes): the rules shared by the account's security page, the
 * sign-in code step and the staff guard. No validation library here, so the pages that use it stay light.
 */

/** The account's security page (turn on, turn off, new recovery codes). */
export const SECURITY_PATH = "/account/security";
/** The sign-in step that asks for a code after the right password. */
export const TWO_FACTOR_PATH = "/login/two-factor";

/** better-auth's endpoints that accept a code; a session they create has passed the second step. */
const CODE_STEP_PATHS: readonly string[] = ["/two-factor/verify-totp", "/two-factor/verify-backup-code"];

/**
 * Whether a new session counts as having passed the second step: it was made by a code (or recovery
 * code) step, or it replaces a session of the same account that had passed it (a password change keeps
 * the device's standing). A Google or Facebook sign-in, or a password alone, does not.
 */
export function sessionPassesSecondStep({
  path,
  userId,
  replaced,
}: {
  path: string | undefined;
  userId: string;
  replaced: { userId: string; twoFactorVerified: boolean } | null | undefined;
}): boolean {
  if (path !== undefined && CODE_STEP_PATHS.includes(path)) return true;
  return replaced?.userId === userId && replaced.twoFactorVerified;
}

/** What the staff guard does with a signed-in editor or administrator. */
export type StaffGate = "allow" | "set-up" | "code";

/**
 * Staff pages need two-step verification on the account (else: set it up) and a session that passed the
 * second step (else: ask for a code, e.g. after a Google sign-in, which has no code step of its own).
 */
export function staffGate({
  twoFactorEnabled,
  sessionVerified,
}: {
  twoFactorEnabled: boolean;
  sessionVerified: boolean;
}): StaffGate {
  if (!twoFactorEnabled) return "set-up";
  return sessionVerified ? "allow" : "code";
}

/** The code step's address, keeping where the visitor was going (a same-site path only). */
export function twoFactorPath(redirectTo: string, method?: "recovery"): string {
  const query = new URLSearchParams();
  if (redirectTo !== "/") query.set("redirectTo", redirectTo);
  if (method) query.set("method", method);
  const search = query.toString();
  return search ? `${TWO_FACTOR_PATH}?${search}` : TWO_FACTOR_PATH;
}

/** Why the code step sends the visitor back to sign in: its 10 minutes ran out, or too many wrong codes. */
export type SignInAgainReason = "expired" | "attempts";

/** The sign-in page with the reason's message, keeping where the visitor was going. */
export function signInAgainPath(redirectTo: string, reason: SignInAgainReason): string {
  const query = new URLSearchParams({ step: reason });
  if (redirectTo !== "/") query.set("redirectTo", redirectTo);
  return `/login?${query}`;
}

/** Authenticator codes have 6 digits; spaces typed between groups are ignored. */
export const TOTP_DIGITS = 6;

/** The 6-digit code typed, without spaces, or undefined when it is not 6 digits. */
export function normaliseTotpCode(typed: string): string | undefined {
  const code = typed.replace(/\s+/g, "");
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : undefined;
}

/**
 * A recovery code as better-auth stores it (`abcde-12345`: ten letters or digits, case kept), from what was
 * typed with or without its dash and surrounding spaces; undefined when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]+/g, "");
  if (!/^[A-Za-z0-9]{10}$/.test(compact)) return undefined;
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

/** The key inside an `otpauth://totp/…?secret=…` address, or undefined when there is none. */
export function totpKey(totpUri: string): string | undefined {
  if (!totpUri.startsWith("otpauth://totp/")) return undefined;
  const secret = new URL(totpUri).searchParams.get("secret");
  return secret && /^[A-Z2-7]+=*$/.test(secret) ? secret.replace(/=+$/, "") : undefined;
}

/** The key for typing by hand: groups of four characters (`ABCD EFGH …`). */
export function groupKey(key: string): string {
  return key.match(/.{1,4}/g)?.join(" ") ?? "";
}

/** The recovery codes as a text file to download or print. */
export function recoveryCodesText({
  site,
  email,
  codes,
  heading,
}: {
  site: string;
  email: string;
  codes: readonly string[];
  heading: string;
}): string {
  return [`${site} — ${email}`, heading, "", ...codes, ""].join("\n");
}

/** The recovery codes file's name. */
export function recoveryCodesFileName(site: string): string {
  const slug = site
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "site"}-recovery-codes.txt`;
}

/** The security page's forms, one intent each. */
export type SecurityIntent = "enable" | "confirm" | "codes" | "replace" | "disable";

/** A new authenticator key: its QR code (an SVG `data:` address) and the key for typing by hand. */
export interface TotpSetup {
  qr: string;
  key: string;
}

/** The recovery codes, shown once, and the same as a text file to download. */
export interface RecoveryCodes {
  codes: string[];
  fileName: string;
  fileHref: string;
}

/** What the security page's action answers, for the form that sent it (`intent`). */
export type SecurityResult =
  | {
      intent: SecurityIntent;
      status: "invalid";
      errors: Partial<Record<"password" | "code", string>>;
      /** A message for the whole form (rate limit, a refused change, a server failure). */
      formError?: string;
    }
  | { intent: "enable" | "replace"; status: "setup"; setup: TotpSetup }
  | { intent: "confirm" | "codes"; status: "codes"; message: string; recovery: RecoveryCodes }
  | { intent: "disable"; status: "done"; message: string };

/** What the sign-in code step answers when it does not redirect; `trust` keeps the box as it was ticked. */
export interface TwoFactorStepResult {
  status: "invalid";
  errors: Partial<Record<"code", string>>;
  formError?: string;
  trust: boolean;
}
