import { Icon } from "~/shared/ui/icon";
import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { useToast } from "~/shared/ui/toast";
import { parseContact } from "~/features/pages/contact";
import {
  CONTACT_LIMITS,
  contactFields,
  contactSubjects,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/features/pages/contact-fields";
import { pageMeta } from "~/shared/lib/meta";
import { saveContactMessage } from "~/features/pages/contact.server";
import type { Route } from "./+types/contact-us";
import { contactText, type ContactMessages } from "~/features/pages/text/contact";
import { messagesFor, metaText, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { InputField, SelectField, TextareaField } from "~/shared/forms/controls";
import { Honeypot } from "~/shared/forms/honeypot";
import { FormSummary } from "~/shared/forms/form-summary";
import { readValues, type Invalid } from "~/shared/forms/form-data";
import { guardForm, isHoneypotFilled } from "~/shared/forms/guard.server";
import { usePending } from "~/shared/forms/use-pending";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.SITE_URL, text: messagesFor(context.locale, contactText) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<ContactMessages>(matches);
  return pageMeta({
    title: t("contact.title"),
    description: t("contact.intro"),
    siteUrl: data?.siteUrl,
    path: "/contact-us",
  });
};

type ActionResult =
  | { status: "sent"; name: string; email: string }
  | ({ status: "invalid" } & Omit<Invalid<ContactField>, "ok">);

export async function action({ request, context }: Route.ActionArgs) {
  const t = textFor(contactText, context.locale);
  const form = await request.formData();
  const values = readValues(form, contactFields);
  if (isHoneypotFilled(form)) {
    context.log.warn({ ip: context.clientIp }, "contact form honeypot filled; message dropped");
    return data<ActionResult>({ status: "sent", name: values.name.trim(), email: values.email.trim() });
  }
  const parsed = parseContact(values, t);
  if (!parsed.ok)
    return data<ActionResult>({ status: "invalid", values, errors: parsed.errors }, { status: 400 });

  // The honeypot is checked above, before the form is: only a valid message counts against the limit.
  const guard = await guardForm({
    form,
    honeypot: false,
    limiter: context.limits.contact,
    key: context.clientIp,
    message: (minutes) => t("contact.error.rateLimited", { minutes }),
  });
  if (!guard.ok && guard.reason === "rate-limited")
    return data<ActionResult>(
      { status: "invalid", values, errors: {}, formError: guard.formError },
      { status: 429, headers: guard.headers },
    );

  const id = await saveContactMessage(context.db, parsed.data, {
    ipAddress: context.clientIp,
    userAgent: request.headers.get("user-agent"),
  });
  context.log.info({ contactMessageId: id }, "contact message stored");
  return data<ActionResult>({ status: "sent", name: parsed.data.name, email: parsed.data.email });
}

export default function ContactUs({ actionData }: Route.ComponentProps) {
  const t = useText<ContactMessages>();
  const submitting = usePending("/contact-us");
  const toast = useToast();
  const summary = useRef<HTMLDivElement>(null);
  const invalid = actionData?.status === "invalid" ? actionData : undefined;

  // Depends on the message's words, not on t(): a revalidation gives a new t() but must not toast again.
  const sentToast = t("contact.sentToast");
  useEffect(() => {
    if (actionData?.status === "sent") toast(sentToast);
    if (actionData?.status === "invalid") summary.current?.focus();
  }, [actionData, toast, sentToast]);

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("contact.title")}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">{t("contact.intro")}</p>

          {actionData?.status === "sent" ? (
            <div role="status" className="card mt-8 flex gap-4 p-6">
              <Icon name="circle-check" className="size-7 shrink-0 text-ok" />
              <div>
                <p className="font-semibold">
                  {t("contact.sent", { name: actionData.name, email: actionData.email })}
                </p>
                <Link to="/contact-us" className="mt-3 inline-block font-semibold text-link underline">
                  {t("contact.sendAnother")}
                </Link>
              </div>
            </div>
          ) : (
            <Form
              method="post"
              noValidate
              className="card mt-8 space-y-5 p-5 sm:p-8"
              aria-describedby={invalid ? "contact-summary" : undefined}
            >
              {invalid ? (
                <FormSummary ref={summary} id="contact-summary">
                  {invalid.formError ?? t("contact.error.summary")}
                </FormSummary>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  name="name"
                  label={t("contact.name")}
                  autoComplete="name"
                  maxLength={CONTACT_LIMITS.name}
                  invalid={invalid}
                  required
                />
                <Field
                  name="email"
                  label={t("contact.email")}
                  type="email"
                  autoComplete="email"
                  maxLength={CONTACT_LIMITS.email}
                  invalid={invalid}
                  required
                />
              </div>
              <Field
                name="phone"
                label={t("contact.phone")}
                type="tel"
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
                hint={t("contact.phoneHint")}
                invalid={invalid}
              />
              <SelectField
                id="contact-subject"
                name="subject"
                label={t("contact.subject")}
                required
                defaultValue={invalid?.values.subject ?? ""}
                error={invalid?.errors.subject}
                options={[
                  { value: "", label: "—", disabled: true },
                  ...contactSubjects.map((subject) => ({
                    value: subject,
                    label: t(`contact.subject.${subject}`),
                  })),
                ]}
              />
              <TextareaField
                id="contact-message"
                name="message"
                label={t("contact.message")}
                rows={6}
                required
                maxLength={CONTACT_LIMITS.message}
                defaultValue={invalid?.values.message}
                error={invalid?.errors.message}
              />
              <Honeypot id="contact-website" />
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
                {submitting ? t("contact.sending") : t("contact.send")}
              </button>
            </Form>
          )}
        </div>

        <aside className="card h-fit p-6">
          <h2 className="text-lg font-bold">{t("contact.direct")}</h2>
          <ul className="mt-4 space-y-4 text-sm">
            <li className="flex gap-3">
              <Icon name="mail" className="size-5 shrink-0 text-accent-600 dark:text-accent-300" />
              <a href="mailto:hello@imodoka.rw" className="font-semibold text-link underline">
                hello@imodoka.rw
              </a>
            </li>
            <li className="flex gap-3">
              <Icon name="phone" className="size-5 shrink-0 text-accent-600 dark:text-accent-300" />
              <span>+250 788 000 000</span>
            </li>
            <li className="flex gap-3">
              <Icon name="map-pin" className="size-5 shrink-0 text-accent-600 dark:text-accent-300" />
              <span>Kigali, Rwanda</span>
            </li>
          </ul>
        </aside>
      </div>
    </div>
  );
}

/** A contact field: its id, its value and its error come from its name. */
function Field({
  name,
  invalid,
  ...input
}: {
  name: ContactField;
  label: string;
  hint?: string;
  invalid: { values: ContactValues; errors: ContactErrors } | undefined;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "name">) {
  return (
    <InputField
      id={`contact-${name}`}
      name={name}
      type="text"
      defaultValue={invalid?.values[name]}
      error={invalid?.errors[name]}
      {...input}
    />
  );
}
