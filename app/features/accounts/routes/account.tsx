import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import {
  AccountFrame,
  IntentForm,
  NewPasswordFields,
  PasswordField,
  Section,
  SubmitButton,
  TextField,
  useBusyIntent,
} from "~/features/accounts/components/fields";
import { FormError, FormNotice } from "~/shared/forms/form-message";
import { Icon } from "~/shared/ui/icon";
import { AUTH_LIMITS, type AccountIntent, type AccountResult } from "~/features/accounts/auth-fields";
import { metaText, type Translate } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { FAVOURITES_PATH, SAVED_SEARCHES_PATH } from "~/shared/lib/links";
import { pageMeta } from "~/shared/lib/meta";
import type { AccountMessages } from "~/features/accounts/text/account";
import type { AccountSession } from "~/features/accounts/account.server";
import { accountAction, accountPage } from "./account.server";
import type { Route } from "./+types/account";

export const loader = ({ request, context }: Route.LoaderArgs) => accountPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => accountAction(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<AccountMessages>(matches);
  return data
    ? pageMeta({
        title: t("account.title"),
        description: t("account.description"),
        siteUrl: data.siteUrl,
        path: "/account",
      })
    : [];
};

/** The page's text comes with its data (accountPage), so its JavaScript carries no dictionary. */
type T = Translate<AccountMessages>;

/** The answer for one of the page's forms, or undefined when the last answer was another form's. */
function answerFor(result: AccountResult | undefined, intent: AccountIntent) {
  return result?.intent === intent ? result : undefined;
}

/** The answer's message above a form: what failed for the whole form, or that it worked. */
function Answer({ result }: { result: AccountResult | undefined }) {
  return result?.status === "done" ? (
    <FormNotice>{result.message}</FormNotice>
  ) : (
    <FormError message={result?.formError} />
  );
}

/** Empties a form's fields once its answer says it worked (passwords are never kept on screen). */
function useResetOnDone(result: AccountResult | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (result?.status === "done") form.current?.reset();
  }, [result]);
  return form;
}

function NameForm({ t, name, result, busy }: { t: T; name: string; result?: AccountResult; busy: boolean }) {
  const invalid = result?.status === "invalid" ? result : undefined;
  return (
    <IntentForm
      intent="name"
      label={t("account.save")}
      busyLabel={t("account.saving")}
      busy={busy}
      answer={<Answer result={result} />}
    >
      <TextField
        key={result?.status === "done" ? name : "typed"}
        id="account-name"
        name="name"
        label={t("account.name")}
        autoComplete="name"
        defaultValue={invalid?.values?.name ?? name}
        error={invalid?.errors.name}
        maxLength={AUTH_LIMITS.name}
      />
    </IntentForm>
  );
}

function PasswordForm({ t, result, busy }: { t: T; result?: AccountResult; busy: boolean }) {
  const form = useResetOnDone(result);
  const invalid = result?.status === "invalid" ? result : undefined;
  return (
    <IntentForm
      intent="password"
      label={t("account.changePassword")}
      busyLabel={t("account.saving")}
      busy={busy}
      answer={<Answer result={result} />}
      formRef={form}
    >
      <PasswordField
        id="account-current-password"
        name="current_password"
        label={t("account.currentPassword")}
        autoComplete="current-password"
        error={invalid?.errors.current_password}
      />
      <NewPasswordFields
        id="account-new-password"
        confirmId="account-confirm-password"
        label={t("account.newPassword")}
        confirmLabel={t("account.confirmPassword")}
        hint={t("account.passwordHint")}
        errors={invalid?.errors}
      />
    </IntentForm>
  );
}

function SessionItem({ t, session, busy }: { t: T; session: AccountSession; busy: boolean }) {
  const facts = [
    t("account.signedInOn", { date: session.signedIn }),
    session.lastActive === session.signedIn
      ? undefined
      : t("account.lastActive", { date: session.lastActive }),
    session.ip ? t("account.fromIp", { ip: session.ip }) : undefined,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4">
      <Icon name={session.mobile ? "smartphone" : "monitor"} className="size-6 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {session.device}
          {session.current ? (
            <span className="rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-bold text-accent-700 dark:bg-accent-900/40 dark:text-accent-200">
              {t("account.thisDevice")}
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-muted">{facts.join(" · ")}</p>
      </div>
      {session.current ? null : (
        <Form method="post" className="basis-full pl-10 sm:basis-auto sm:pl-0">
          <input type="hidden" name="session" value={session.id} />
          <button
            type="submit"
            name="intent"
            value="revoke"
            className="btn-ghost"
            disabled={busy}
            aria-label={t("account.revokeLabel", { device: session.device })}
          >
            <Icon name="log-out" className="size-4" />
            {t("account.revoke")}
          </button>
        </Form>
      )}
    </li>
  );
}

function Sessions({
  t,
  sessions,
  result,
  busyIntent,
}: {
  t: T;
  sessions: AccountSession[];
  result?: AccountResult;
  busyIntent: string | undefined;
}) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="space-y-4">
      <Answer result={result} />
      <ul className="divide-y divide-line border-y border-line">
        {sessions.map((session) => (
          <SessionItem key={session.id} t={t} session={session} busy={busyIntent === "revoke"} />
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post">
          <SubmitButton
            busy={busyIntent === "revoke-others"}
            name="intent"
            value="revoke-others"
            label={t("account.revokeOthers")}
            busyLabel={t("account.revokeOthers")}
            className="btn-ghost"
          />
        </Form>
      ) : (
        <p className="text-sm text-muted">{t("account.onlyThisDevice")}</p>
      )}
    </div>
  );
}

function DeleteForm({
  t,
  hasPassword,
  result,
  busy,
}: {
  t: T;
  hasPassword: boolean;
  result?: AccountResult;
  busy: boolean;
}) {
  const invalid = result?.status === "invalid" ? result : undefined;
  return (
    <IntentForm
      intent="delete"
      label={t("account.deleteButton")}
      busyLabel={t("account.saving")}
      busy={busy}
      answer={<Answer result={result} />}
      danger
    >
      {hasPassword ? (
        <PasswordField
          id="account-delete-password"
          name="password"
          label={t("account.deletePassword")}
          autoComplete="current-password"
          error={invalid?.errors.password}
        />
      ) : (
        <TextField
          id="account-delete-confirm"
          name="confirm"
          label={t("account.deleteConfirm")}
          autoComplete="off"
          error={invalid?.errors.confirm}
          maxLength={20}
        />
      )}
    </IntentForm>
  );
}

/** Account page (issue: accounts): name, password, signed-in devices, deleting the account. */
export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, hasPassword, sessions } = loaderData;
  const t: T = useText<AccountMessages>();
  const busyIntent = useBusyIntent((action) => action === "/account");
  const role = user.role === "user" ? undefined : t(`account.role.${user.role}`);
  return (
    <AccountFrame answer={actionData} className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("account.title")}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-2 leading-7 text-muted">
          {t("account.intro", { email: user.email })}
          {role ? (
            <span className="rounded-full bg-raised px-2.5 py-0.5 text-xs font-bold text-ink">{role}</span>
          ) : null}
        </p>
        {loaderData.activated ? (
          <p
            role="status"
            className="mt-4 flex items-center gap-2 rounded-xl bg-accent-50 px-4 py-3 font-medium dark:bg-accent-900/40"
          >
            <Icon name="circle-check" className="size-5 shrink-0 text-accent-600 dark:text-accent-300" />
            {t("account.activated")}
          </p>
        ) : null}
      </header>

      <Link
        to={loaderData.listingsHref}
        className="card flex items-center gap-4 p-5 hover:border-accent-300 sm:p-6"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-600 dark:bg-accent-900/40 dark:text-accent-300">
          <Icon name="car-front" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xl font-bold">{t("account.listings")}</span>
          <span className="mt-1 block leading-7 text-muted">{t("account.listingsText")}</span>
        </span>
        <Icon name="chevron-right" className="size-5 shrink-0 text-muted" />
      </Link>

      <Section
        id="account-profile"
        icon="user-round"
        title={t("account.profile")}
        text={t("account.profileText")}
      >
        <NameForm
          t={t}
          name={user.name}
          result={answerFor(actionData, "name")}
          busy={busyIntent === "name"}
        />
      </Section>

      <Section
        id="account-market"
        icon="car-front"
        title={t("account.market")}
        text={t("account.marketText")}
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {[
            { to: FAVOURITES_PATH, icon: "heart" as const, label: t("account.favourites") },
            { to: SAVED_SEARCHES_PATH, icon: "bell" as const, label: t("account.savedSearches") },
            { to: loaderData.reviewsHref, icon: "star" as const, label: t("account.reviews") },
            ...(loaderData.moderationHref
              ? [
                  {
                    to: loaderData.moderationHref,
                    icon: "shield-check" as const,
                    label: t("account.moderation"),
                  },
                ]
              : []),
          ].map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="btn-ghost w-full justify-start">
                <Icon name={link.icon} className="size-4" />
                {link.label}
                <Icon name="chevron-right" className="ml-auto size-4 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="account-password"
        icon="key-round"
        title={t("account.password")}
        text={t(hasPassword ? "account.passwordText" : "account.noPasswordText")}
      >
        {hasPassword ? (
          <PasswordForm
            t={t}
            result={actionData ? answerFor(actionData, "password") : loaderData.notice}
            busy={busyIntent === "password"}
          />
        ) : (
          <Form method="post" className="space-y-4">
            <Answer result={answerFor(actionData, "add-password")} />
            <SubmitButton
              busy={busyIntent === "add-password"}
              name="intent"
              value="add-password"
              label={t("account.addPassword")}
              busyLabel={t("account.saving")}
              className="btn-primary"
            />
          </Form>
        )}
        <Link to={loaderData.securityHref} className="btn-ghost mt-6 w-full justify-start">
          <Icon name="shield-check" className="size-4" />
          {t(loaderData.twoFactorEnabled ? "account.twoFactorOn" : "account.twoFactorOff")}
          <Icon name="chevron-right" className="ml-auto size-4 text-muted" />
        </Link>
      </Section>

      <Section
        id="account-sessions"
        icon="monitor"
        title={t("account.sessions")}
        text={t("account.sessionsText")}
      >
        <Sessions
          t={t}
          sessions={sessions}
          result={answerFor(actionData, "revoke") ?? answerFor(actionData, "revoke-others")}
          busyIntent={busyIntent}
        />
      </Section>

      <Section
        id="account-delete"
        icon="trash-2"
        tone="danger"
        title={t("account.delete")}
        text={t("account.deleteText")}
      >
        <DeleteForm
          t={t}
          hasPassword={hasPassword}
          result={answerFor(actionData, "delete")}
          busy={busyIntent === "delete"}
        />
      </Section>
    </AccountFrame>
  );
}
