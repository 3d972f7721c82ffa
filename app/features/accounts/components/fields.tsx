import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import { Form, useNavigation } from "react-router";
import { Field } from "~/shared/forms/fields";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import { AUTH_LIMITS, type FieldErrors } from "~/features/accounts/auth-fields";
import type { LayoutMessages } from "~/features/layout/text/layout";
import { useText } from "~/shared/i18n/use-text";

/** The parts every account form is made of: fields, messages, the submit button and the page frame. */

export function TextField({
  label,
  hint,
  error,
  type = "text",
  inputMode = type === "email" ? "email" : undefined,
  autoCapitalize = type === "email" ? "none" : "words",
  ...input
}: {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  defaultValue?: string;
  error?: string;
  maxLength: number;
  hint?: string;
  /** A code field: `numeric` brings the digit keypad on phones. */
  inputMode?: "email" | "numeric" | "text";
  autoCapitalize?: "none" | "words";
}) {
  return (
    <Field id={input.id} label={label} hint={hint} error={error}>
      {(aria) => (
        <input
          {...input}
          type={type}
          inputMode={inputMode}
          autoCapitalize={autoCapitalize}
          spellCheck={false}
          className="field-input"
          {...aria}
        />
      )}
    </Field>
  );
}

/** A password field; `toggle` adds the show/hide button (SPEC §2.7: sign-up fields). */
export function PasswordField({
  id,
  name,
  label,
  autoComplete,
  error,
  hint,
  toggle = false,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  hint?: string;
  toggle?: boolean;
}) {
  const [visible, setVisible] = useState(false);
  const t = useText<LayoutMessages>();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <div className="relative">
          <input
            id={id}
            name={name}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            maxLength={AUTH_LIMITS.passwordMax}
            className={`field-input ${toggle ? "pr-14" : ""}`}
            {...aria}
          />
          {toggle ? (
            <button
              type="button"
              className="icon-btn absolute top-1/2 right-1 -translate-y-1/2"
              aria-label={visible ? t("field.hidePassword") : t("field.showPassword")}
              aria-pressed={visible}
              aria-controls={id}
              onClick={() => setVisible((shown) => !shown)}
            >
              <Icon name={visible ? "eye-off" : "eye"} className="size-5" />
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** A new password and its confirmation (`password`, `confirm_password`), both with show/hide. */
export function NewPasswordFields({
  id,
  confirmId,
  label,
  confirmLabel,
  hint,
  errors,
}: {
  id: string;
  confirmId: string;
  label: string;
  confirmLabel: string;
  hint: string;
  errors: FieldErrors<"password" | "confirm_password"> | undefined;
}) {
  return (
    <>
      <PasswordField
        id={id}
        name="password"
        label={label}
        autoComplete="new-password"
        hint={hint}
        error={errors?.password}
        toggle
      />
      <PasswordField
        id={confirmId}
        name="confirm_password"
        label={confirmLabel}
        autoComplete="new-password"
        error={errors?.confirm_password}
        toggle
      />
    </>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = "btn-primary w-full",
  name,
  value,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
  /** With `value`: the form's intent, when one page holds several forms. */
  name?: string;
  value?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} name={name} value={value}>
      {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** One of a page's several forms: its answer, its fields, and a submit button that names its intent. */
export function IntentForm({
  intent,
  label,
  busyLabel,
  busy,
  danger = false,
  answer,
  formRef,
  children,
}: {
  intent: string;
  label: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  /** What the last answer says about this form (FormError, FormNotice), above the fields. */
  answer: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Form ref={formRef} method="post" noValidate className="space-y-4">
      {answer}
      {children}
      <SubmitButton
        busy={busy}
        name="intent"
        value={intent}
        label={label}
        busyLabel={busyLabel}
        className={danger ? "btn-danger" : "btn-primary"}
      />
    </Form>
  );
}

/**
 * The intent of the form being sent right now, when it posts to this page (`isThisPage` tests its action),
 * so a page with several forms shows only that one as busy.
 */
export function useBusyIntent(isThisPage: (formAction: string) => boolean): string | undefined {
  const navigation = useNavigation();
  return navigation.state === "submitting" && isThisPage(navigation.formAction ?? "")
    ? navigation.formData?.get("intent")?.toString()
    : undefined;
}

/** The box of an account page; after an answer with errors, focus goes to the first field in error. */
export function AccountFrame({
  answer,
  className,
  children,
}: {
  /** The action's answer: a new one moves focus to the first invalid field. */
  answer: unknown;
  className: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [answer]);
  return (
    <div className="container-page py-10 sm:py-14">
      <div ref={box} className={className}>
        {children}
      </div>
    </div>
  );
}

/** The frame of the account pages (/login, /register, …): title, introduction, a notice, the form in a card. */
export function AuthPage({
  title,
  intro,
  notice,
  answer,
  children,
}: {
  title: string;
  intro: string;
  notice?: string;
  answer: unknown;
  children: ReactNode;
}) {
  return (
    <AccountFrame answer={answer} className="mx-auto max-w-md">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-3 leading-7 text-muted">{intro}</p>
      {notice ? (
        <p role="status" className="mt-6 rounded-xl bg-accent-50 px-4 py-3 font-medium dark:bg-accent-900/40">
          {notice}
        </p>
      ) : null}
      <div className="card mt-6 p-5 sm:p-8">{children}</div>
    </AccountFrame>
  );
}

/** One card of the account pages: an icon, a title, a line of explanation, then its forms. */
export function Section({
  id,
  icon,
  title,
  text,
  tone = "normal",
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  tone?: "normal" | "danger";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-8">
      <div className="flex items-start gap-4">
        <span
          className={`hidden size-11 shrink-0 place-items-center rounded-xl sm:grid ${
            tone === "danger"
              ? "bg-danger/10 text-danger"
              : "bg-accent-50 text-accent-600 dark:bg-accent-900/40 dark:text-accent-300"
          }`}
        >
          <Icon name={icon} className="size-5" />
        </span>
        <div>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 leading-7 text-muted">{text}</p>
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
