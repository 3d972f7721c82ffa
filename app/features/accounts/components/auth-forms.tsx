import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import { Link, type FormProps } from "react-router";
import { Icon } from "~/shared/ui/icon";
import {
  AUTH_LIMITS,
  type AuthProviders,
  type SignInResult,
  type SignUpResult,
} from "~/features/accounts/auth-fields";
import type { Translate } from "~/shared/i18n/text";
import type { AuthMessages } from "~/features/accounts/text/auth";
import { FormError, FormMessage, FormNotice } from "~/shared/forms/form-message";
import { NewPasswordFields, PasswordField, SubmitButton, TextField } from "./fields";

/**
 * The forms' text: the popup gives the dictionary it loads with it (useDictionary), the pages give the
 * copy their loader sent (useText), so a page's JavaScript carries no dictionary.
 */
export type AuthText = Translate<AuthMessages>;
const AuthTextContext = createContext<AuthText>((key) => key);
export const AuthTextProvider = AuthTextContext.Provider;

/** `<Form>` on the pages, `<fetcher.Form>` in the popup: both post to the same actions. */
export type FormComponent = ComponentType<FormProps>;

/** The link to the other view: a page link, or in the popup a button that switches views in place. */
function SwitchView({
  question,
  label,
  to,
  onSwitch,
}: {
  question: string;
  label: string;
  to: string;
  onSwitch?: () => void;
}) {
  return (
    <p className="text-center text-sm text-muted">
      {question}{" "}
      {onSwitch ? (
        <button type="button" onClick={onSwitch} className="font-semibold text-link">
          {label}
        </button>
      ) : (
        <Link to={to} className="font-semibold text-link">
          {label}
        </Link>
      )}
    </p>
  );
}

/** Google and Facebook buttons, for the providers that are configured; nothing otherwise. */
function SocialButtons({
  Form,
  providers,
  redirectTo,
}: {
  Form: FormComponent;
  providers: AuthProviders;
  redirectTo: string;
}) {
  const t = useContext(AuthTextContext);
  const enabled = (["google", "facebook"] as const).filter((provider) => providers[provider]);
  if (enabled.length === 0) return null;
  return (
    <div className="space-y-3">
      {enabled.map((provider) => (
        <Form key={provider} method="post" action="/login">
          <input type="hidden" name="intent" value="social" />
          <input type="hidden" name="provider" value={provider} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className="btn-ghost w-full">
            {t(provider === "google" ? "auth.google" : "auth.facebook")}
          </button>
        </Form>
      ))}
      <p className="flex items-center gap-3 text-xs font-semibold text-muted uppercase before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {t("auth.or")}
      </p>
    </div>
  );
}

/** What both views take; `R` is the answer of the view's action. */
interface ViewProps<R> {
  Form: FormComponent;
  idPrefix: string;
  result: R | undefined;
  busy: boolean;
  redirectTo: string;
  providers: AuthProviders;
  /** In the popup: switches to the other view in place of the link to its page. */
  onSwitch?: () => void;
  /** Changing it remounts the fields empty (switching views clears the forms). */
  formKey?: number;
}

/** A view around its form: the social buttons above, the way to the other view below. */
function AuthView({
  Form,
  providers,
  redirectTo,
  other,
  children,
}: Pick<ViewProps<never>, "Form" | "providers" | "redirectTo"> & {
  other: { question: string; label: string; to: string; onSwitch?: () => void };
  children: ReactNode;
}) {
  return (
    <div className="space-y-5">
      <SocialButtons Form={Form} providers={providers} redirectTo={redirectTo} />
      {children}
      <SwitchView {...other} />
    </div>
  );
}

/** The e-mail address, in both views. */
function EmailField({ idPrefix, value, error }: { idPrefix: string; value?: string; error?: string }) {
  const t = useContext(AuthTextContext);
  return (
    <TextField
      id={`${idPrefix}-email`}
      name="email"
      type="email"
      label={t("auth.email")}
      autoComplete="email"
      defaultValue={value}
      error={error}
      maxLength={AUTH_LIMITS.email}
    />
  );
}

/** SPEC §2.7 sign-in view. `onSwitch` (popup) replaces the link to /register with a view switch. */
export function SignInForm({
  Form,
  idPrefix,
  result,
  busy,
  redirectTo,
  providers,
  onSwitch,
  onNavigate,
  formKey,
}: ViewProps<SignInResult> & {
  /** Called when a link leaves the form for another page (the popup closes). */
  onNavigate?: () => void;
}) {
  const t = useContext(AuthTextContext);
  const invalid = result?.status === "invalid" ? result : undefined;
  const email = invalid?.values.email ?? (result?.status === "resent" ? result.email : undefined);
  return (
    <AuthView
      Form={Form}
      providers={providers}
      redirectTo={redirectTo}
      other={{ question: t("auth.noAccount"), label: t("auth.toSignUp"), to: "/register", onSwitch }}
    >
      <Form key={formKey} method="post" action="/login" noValidate className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {invalid?.formError ? (
          <FormMessage>
            <p>{invalid.formError}</p>
            {invalid.unverified ? (
              <button
                type="submit"
                name="intent"
                value="resend"
                className="mt-2 font-semibold text-link underline underline-offset-2"
              >
                {t("auth.resend")}
              </button>
            ) : null}
          </FormMessage>
        ) : null}
        {result?.status === "resent" ? (
          <FormNotice>{t("auth.resent", { email: result.email })}</FormNotice>
        ) : null}
        <EmailField idPrefix={idPrefix} value={email} error={invalid?.errors.email} />
        <PasswordField
          id={`${idPrefix}-password`}
          name="password"
          label={t("auth.password")}
          autoComplete="current-password"
          error={invalid?.errors.password}
        />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-semibold text-link" onClick={onNavigate}>
            {t("auth.forgot")}
          </Link>
        </div>
        <SubmitButton busy={busy} label={t("auth.signIn")} busyLabel={t("auth.signingIn")} />
      </Form>
    </AuthView>
  );
}

/** SPEC §2.7 sign-up view, with show/hide toggles on both password fields. */
export function SignUpForm({
  Form,
  idPrefix,
  result,
  busy,
  providers,
  redirectTo,
  onSwitch,
  formKey,
}: ViewProps<SignUpResult>) {
  const t = useContext(AuthTextContext);
  const invalid = result?.status === "invalid" ? result : undefined;
  const formError =
    result?.status === "invalid" || result?.status === "failed" ? result.formError : undefined;
  return (
    <AuthView
      Form={Form}
      providers={providers}
      redirectTo={redirectTo}
      other={{ question: t("auth.haveAccount"), label: t("auth.toSignIn"), to: "/login", onSwitch }}
    >
      {/* "Anything else" clears the form (SPEC §8): a new key remounts it empty. */}
      <Form
        key={`${formKey ?? 0}-${result?.status === "failed" ? "cleared" : "kept"}`}
        method="post"
        action="/register"
        noValidate
        className="space-y-4"
      >
        <FormError message={formError} />
        <TextField
          id={`${idPrefix}-name`}
          name="name"
          label={t("auth.name")}
          autoComplete="name"
          defaultValue={invalid?.values.name}
          error={invalid?.errors.name}
          maxLength={AUTH_LIMITS.name}
        />
        <EmailField idPrefix={idPrefix} value={invalid?.values.email} error={invalid?.errors.email} />
        <NewPasswordFields
          id={`${idPrefix}-password`}
          confirmId={`${idPrefix}-confirm`}
          label={t("auth.password")}
          confirmLabel={t("auth.confirmPassword")}
          hint={t("auth.passwordHint")}
          errors={invalid?.errors}
        />
        <SubmitButton busy={busy} label={t("auth.signUp")} busyLabel={t("auth.signingUp")} />
      </Form>
    </AuthView>
  );
}

/** SPEC §2.7 registration success: the link was sent to this address; check spam or contact support. */
export function RegistrationSuccess({ email, onDone }: { email: string; onDone?: () => void }) {
  const t = useContext(AuthTextContext);
  return (
    <div role="status" className="space-y-4 text-center">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-50 text-accent-600 dark:bg-accent-900/40 dark:text-accent-300">
        <Icon name="mail-check" className="size-7" />
      </span>
      <h2 className="text-xl font-bold">{t("auth.successTitle")}</h2>
      <p className="leading-7 text-muted">{t("auth.success", { email })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/contact-us" className="btn-ghost" onClick={onDone}>
          {t("auth.contactSupport")}
        </Link>
        <Link to="/login" className="btn-primary" onClick={onDone}>
          {t("auth.backToSignIn")}
        </Link>
      </div>
    </div>
  );
}
