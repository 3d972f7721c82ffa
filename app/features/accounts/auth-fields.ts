/**
 * The account forms' fields, limits and answers, shared by the forms (browser) and their validation
 * (server, app/features/accounts/auth-form.ts). No validation library here, so the forms stay light.
 */

/** Longest name and e-mail address we keep; passwords follow better-auth's own bounds. */
export const AUTH_LIMITS = { name: 100, email: 254, passwordMin: 8, passwordMax: 128 } as const;

export type SignInField = "email" | "password";
export type SignUpField = "name" | "email" | "password" | "confirm_password";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What the sign-in action answers when it does not redirect. */
export type SignInResult =
  | {
      status: "invalid";
      values: { email: string };
      errors: FieldErrors<SignInField>;
      /** The account exists but its address is not verified yet: offer to send the link again. */
      unverified?: boolean;
      /** A message for the whole form (rate limit). */
      formError?: string;
    }
  | { status: "resent"; email: string };

/** What the sign-up action answers. */
export type SignUpResult =
  | {
      status: "invalid";
      values: { name: string; email: string };
      errors: FieldErrors<SignUpField>;
      formError?: string;
    }
  /** SPEC §8 "anything else": the message, and the form is cleared. */
  | { status: "failed"; formError: string }
  | { status: "registered"; email: string };

/** Which social sign-in buttons to show (only providers with configured client ids). */
export interface AuthProviders {
  google: boolean;
  facebook: boolean;
}

export type AccountField = "name" | "current_password" | "password" | "confirm_password" | "confirm";

/** The account page's forms, one intent each. */
export type AccountIntent = "name" | "password" | "add-password" | "revoke" | "revoke-others" | "delete";

/** What the account page's action answers, for the form that sent it (`intent`). */
export type AccountResult =
  | {
      intent: AccountIntent;
      status: "invalid";
      values?: { name?: string };
      errors: FieldErrors<AccountField>;
      /** A message for the whole form (a session already gone, a stale session, a server failure). */
      formError?: string;
    }
  | { intent: AccountIntent; status: "done"; message: string };

/** The forgotten-password form's answer. */
export type ForgotResult =
  | { status: "invalid"; values: { email: string }; errors: FieldErrors<"email">; formError?: string }
  | { status: "sent"; email: string };

/** The new-password form's answer when it does not redirect to sign-in. */
export interface ResetResult {
  status: "invalid";
  errors: FieldErrors<"password" | "confirm_password">;
  /** The link's token is unknown, used or expired: ask for a new link. */
  badLink?: boolean;
  formError?: string;
}
