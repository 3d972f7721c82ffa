import { useState } from "react";
import { Link } from "react-router";
import {
  AccountFrame,
  IntentForm,
  PasswordField,
  Section,
  TextField,
  useBusyIntent,
} from "~/features/accounts/components/fields";
import { FormError, FormNotice } from "~/shared/forms/form-message";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import { useHydrated } from "~/shared/ui/use-hydrated";
import { metaText, type Translate } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { ACCOUNT_PATH } from "~/shared/lib/links";
import { pageMeta } from "~/shared/lib/meta";
import {
  SECURITY_PATH,
  type RecoveryCodes,
  type SecurityIntent,
  type SecurityResult,
  type TotpSetup,
} from "~/shared/auth/two-factor";
import type { TwoFactorMessages } from "~/features/accounts/text/two-factor";
import { securityAction, securityPage } from "./account-security.server";
import type { Route } from "./+types/account-security";

export const loader = ({ request, context }: Route.LoaderArgs) => securityPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => securityAction(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<TwoFactorMessages>(matches);
  return data
    ? pageMeta({
        title: t("tf.title"),
        description: t("tf.description"),
        siteUrl: data.siteUrl,
        path: SECURITY_PATH,
      })
    : [];
};

type T = Translate<TwoFactorMessages>;

/** The answer for one of the page's forms, or undefined when the last answer was another form's. */
function invalidFor(result: SecurityResult | undefined, intent: SecurityIntent) {
  return result?.intent === intent && result.status === "invalid" ? result : undefined;
}

/** A password-confirmed form (turn on, new codes, new phone, turn off). */
function PasswordForm({
  t,
  intent,
  label,
  result,
  busy,
  danger = false,
}: {
  t: T;
  intent: SecurityIntent;
  label: string;
  result: SecurityResult | undefined;
  busy: boolean;
  danger?: boolean;
}) {
  const invalid = invalidFor(result, intent);
  return (
    <IntentForm
      intent={intent}
      label={label}
      busyLabel={t("tf.working")}
      busy={busy}
      answer={<FormError message={invalid?.formError} />}
      danger={danger}
    >
      <PasswordField
        id={`security-${intent}-password`}
        name="password"
        label={t("tf.password")}
        autoComplete="current-password"
        error={invalid?.errors.password}
      />
    </IntentForm>
  );
}

/** The 6-digit code that confirms a new key. */
function ConfirmForm({ t, result, busy }: { t: T; result: SecurityResult | undefined; busy: boolean }) {
  const invalid = invalidFor(result, "confirm");
  return (
    <IntentForm
      intent="confirm"
      label={t("tf.confirm")}
      busyLabel={t("tf.working")}
      busy={busy}
      answer={<FormError message={invalid?.formError} />}
    >
      <TextField
        id="security-code"
        name="code"
        label={t("tf.code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoCapitalize="none"
        error={invalid?.errors.code}
        maxLength={10}
      />
    </IntentForm>
  );
}

/** The new key: its QR code, and the key by hand in groups of four. */
function KeyPanel({ t, setup }: { t: T; setup: TotpSetup }) {
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold">{t("tf.scanTitle")}</h3>
      <p className="leading-7 text-muted">{t("tf.scanText")}</p>
      <img
        src={setup.qr}
        alt={t("tf.qrAlt")}
        width={208}
        height={208}
        className="size-52 rounded-xl border border-line bg-white p-1"
      />
      <p className="leading-7 text-muted">{t("tf.manual")}</p>
      <p
        id="security-key"
        className="rounded-xl bg-raised px-4 py-3 font-mono text-lg font-semibold tracking-wider break-words"
      >
        {setup.key}
      </p>
    </div>
  );
}

/** Copies the codes (JavaScript only: without it the button would do nothing, so it is not shown). */
function CopyButton({ t, text }: { t: T; text: string }) {
  const canCopy = useHydrated() && typeof navigator.clipboard?.writeText === "function";
  const [copied, setCopied] = useState(false);
  if (!canCopy) return null;
  return (
    <button
      type="button"
      className="btn-ghost"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      <Icon name={copied ? "check" : "copy"} className="size-4" />
      <span aria-live="polite">{copied ? t("tf.copied") : t("tf.copy")}</span>
    </button>
  );
}

/** The recovery codes, shown once, with copy and download. */
function CodesPanel({
  t,
  message,
  recovery,
  continueTo,
}: {
  t: T;
  message: string;
  recovery: RecoveryCodes;
  continueTo: string;
}) {
  return (
    <div className="space-y-4">
      <FormNotice>{message}</FormNotice>
      <ul
        aria-label={t("tf.codesTitle")}
        className="grid grid-cols-2 gap-2 rounded-xl bg-raised p-4 font-mono text-base font-semibold"
      >
        {recovery.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <a href={recovery.fileHref} download={recovery.fileName} className="btn-ghost">
          <Icon name="file-text" className="size-4" />
          {t("tf.download")}
        </a>
        <CopyButton t={t} text={recovery.codes.join("\n")} />
        <Link to={continueTo} className="btn-primary">
          {t("tf.continue")}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

/** Account › Two-step verification: turn on (password, key, code, recovery codes), new codes, new phone, off. */
export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { state, staff, hasPassword, continueTo } = loaderData;
  const t: T = useText<TwoFactorMessages>();
  const busyIntent = useBusyIntent((action) => action.startsWith(SECURITY_PATH));

  const setup = actionData?.status === "setup" ? actionData.setup : undefined;
  const codes = actionData?.status === "codes" ? actionData : undefined;
  const done = actionData?.status === "done" ? actionData.message : undefined;
  const on = state === "on";

  const body = () => {
    if (codes)
      return (
        <Section id="security-codes" icon="key-round" title={t("tf.codesTitle")} text={t("tf.codesText")}>
          <CodesPanel t={t} message={codes.message} recovery={codes.recovery} continueTo={continueTo} />
        </Section>
      );
    if (!hasPassword && !on)
      return (
        <Section id="security-password" icon="lock-keyhole" title={t("tf.title")} text={t("tf.noPassword")}>
          <Link to={ACCOUNT_PATH} className="btn-primary">
            {t("tf.toAccount")}
          </Link>
        </Section>
      );
    if (setup || state === "pending")
      return (
        <Section id="security-setup" icon="smartphone" title={t("tf.turnOn")} text={t("tf.offText")}>
          <div className="space-y-8">
            {setup ? <KeyPanel t={t} setup={setup} /> : <p className="leading-7">{t("tf.pendingText")}</p>}
            <div className="space-y-4">
              {setup ? <h3 className="text-lg font-bold">{t("tf.codeTitle")}</h3> : null}
              <ConfirmForm t={t} result={actionData} busy={busyIntent === "confirm"} />
            </div>
            {setup ? null : (
              <details className="rounded-xl border border-line p-4">
                <summary className="cursor-pointer font-semibold">{t("tf.restart")}</summary>
                <div className="mt-4">
                  <PasswordForm
                    t={t}
                    intent="enable"
                    label={t("tf.restart")}
                    result={actionData}
                    busy={busyIntent === "enable"}
                  />
                </div>
              </details>
            )}
          </div>
        </Section>
      );
    /** A section whose one form asks for the password, then does `intent` (`label`). */
    const passwordSection = (
      intent: Exclude<SecurityIntent, "confirm">,
      section: { id: string; icon: IconName; title: string; text: string; label: string; danger?: boolean },
    ) => (
      <Section
        id={section.id}
        icon={section.icon}
        tone={section.danger ? "danger" : undefined}
        title={section.title}
        text={section.text}
      >
        <PasswordForm
          t={t}
          intent={intent}
          label={section.label}
          result={actionData}
          busy={busyIntent === intent}
          danger={section.danger}
        />
      </Section>
    );
    if (!on)
      return passwordSection("enable", {
        id: "security-enable",
        icon: "shield-check",
        title: t("tf.turnOn"),
        text: t("tf.offText"),
        label: t("tf.turnOn"),
      });
    return (
      <>
        {passwordSection("codes", {
          id: "security-new-codes",
          icon: "key-round",
          title: t("tf.newCodesTitle"),
          text: t("tf.newCodesText"),
          label: t("tf.newCodes"),
        })}
        {passwordSection("replace", {
          id: "security-replace",
          icon: "smartphone",
          title: t("tf.replaceTitle"),
          text: t("tf.replaceText"),
          label: t("tf.replace"),
        })}
        {staff ? (
          <p className="text-sm leading-6 text-muted">{t("tf.staffKeeps")}</p>
        ) : (
          passwordSection("disable", {
            id: "security-disable",
            icon: "triangle-alert",
            title: t("tf.offTitle"),
            text: t("tf.offWarning"),
            label: t("tf.turnOff"),
            danger: true,
          })
        )}
      </>
    );
  };

  return (
    <AccountFrame answer={actionData} className="mx-auto max-w-3xl space-y-6">
      <header>
        <Link to={ACCOUNT_PATH} className="inline-flex items-center gap-1 text-sm font-semibold text-link">
          <Icon name="chevron-left" className="size-4" />
          {t("tf.back")}
        </Link>
        <h1 className="mt-3 flex flex-wrap items-center gap-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t("tf.title")}
          <span
            className={`rounded-full px-3 py-1 text-sm font-bold ${
              on
                ? "bg-accent-50 text-accent-700 dark:bg-accent-900/40 dark:text-accent-200"
                : "bg-raised text-ink"
            }`}
          >
            {t(on ? "tf.statusOn" : "tf.statusOff")}
          </span>
        </h1>
        <p className="mt-3 leading-7 text-muted">{t(on ? "tf.onText" : "tf.intro")}</p>
      </header>
      {loaderData.staffNotice ? (
        <p role="status" className="rounded-xl bg-accent-50 px-4 py-3 font-medium dark:bg-accent-900/40">
          {t("tf.staffRequired")}
        </p>
      ) : null}
      {done ? <FormNotice>{done}</FormNotice> : null}
      {body()}
    </AccountFrame>
  );
}
