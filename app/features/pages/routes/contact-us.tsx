import { Icon } from "~/shared/ui/icon";
import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { useToast } from "~/shared/ui/toast";
import { parseContact } from "~/features/pages/contact";
import {
  CONTACT_LIMITS,
  contactFields,
  contactSubjects,
  type ContactField,
} from "~/features/pages/contact-fields";
import { pageMeta } from "~/shared/lib/meta";
import { saveContactMessage } from "~/features/pages/contact.server";
import type { Route } from "./+types/contact-us";
import { tContact } from "~/features/pages/text/en/contact";
import { Honeypot, InputField, SelectField, TextareaField } from "~/shared/forms/fields";
import { FormSummary } from "~/shared/forms/form-message";
import { readValues, type Invalid } from "~/shared/forms/form-data";
import { guardForm, isHoneypotFilled } from "~/shared/forms/guard.server";
import { usePending } from "~/shared/forms/use-pending";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.SITE_URL };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: tContact("contact.title"),
    description: tContact("contact.intro"),
    siteUrl: data?.siteUrl,
    path: "/contact-us",
  });

type ActionResult =
  | { status: "sent"; name: string; email: string }
  | ({ status: "invalid" } & Omit<Invalid<ContactField>, "ok">);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = readValues(form, contactFields);
  if (isHoneypotFilled(form)) {
    context.log.warn({ ip: context.clientIp }, "contact form honeypot filled; message dropped");
    return data<ActionResult>({ status: "sent", name: values.name.trim(), email: values.email.trim() });
  }
  const parsed = parseContact(values);
  if (!parsed.ok)
    return data<ActionResult>({ status: "invalid", values, errors: parsed.errors }, { status: 400 });

  // The honeypot is checked above, before the form is: only a valid message counts against the limit.
  const guard = await guardForm({
    form,
    honeypot: false,
    limiter: context.limits.contact,
    key: context.clientIp,
    message: (minutes) => tContact("contact.error.rateLimited", { minutes }),
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
  const submitting = usePending("/contact-us");
  const toast = useToast();
  const summary = useRef<HTMLDivElement>(null);
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  /** A field's id, name, what was typed and its message. */
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    defaultValue: invalid?.values[name],
    error: invalid?.errors[name],
  });

  useEffect(() => {
    if (actionData?.status === "sent") toast(tContact("contact.sentToast"));
    if (actionData?.status === "invalid") summary.current?.focus();
  }, [actionData, toast]);

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{tContact("contact.title")}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">{tContact("contact.intro")}</p>

          {actionData?.status === "sent" ? (
            <div role="status" className="card mt-8 flex gap-4 p-6">
              <Icon name="circle-check" className="size-7 shrink-0 text-ok" />
              <div>
                <p className="font-semibold">
                  {tContact("contact.sent", { name: actionData.name, email: actionData.email })}
                </p>
                <Link to="/contact-us" className="mt-3 inline-block font-semibold text-link underline">
                  {tContact("contact.sendAnother")}
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
                  {invalid.formError ?? tContact("contact.error.summary")}
                </FormSummary>
              ) : null}
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField
                  {...field("name")}
                  label={tContact("contact.name")}
                  type="text"
                  autoComplete="name"
                  maxLength={CONTACT_LIMITS.name}
                  required
                />
                <InputField
                  {...field("email")}
                  label={tContact("contact.email")}
                  type="email"
                  autoComplete="email"
                  maxLength={CONTACT_LIMITS.email}
                  required
                />
              </div>
              <InputField
                {...field("phone")}
                label={tContact("contact.phone")}
                type="tel"
                autoComplete="tel"
                maxLength={CONTACT_LIMITS.phone}
                hint={tContact("contact.phoneHint")}
              />
              <SelectField
                {...field("subject")}
                label={tContact("contact.subject")}
                required
                defaultValue={invalid?.values.subject ?? ""}
                options={[
                  { value: "", label: "—", disabled: true },
                  ...contactSubjects.map((subject) => ({
                    value: subject,
                    label: tContact(`contact.subject.${subject}`),
                  })),
                ]}
              />
              <TextareaField
                {...field("message")}
                label={tContact("contact.message")}
                rows={6}
                required
                maxLength={CONTACT_LIMITS.message}
              />
              <Honeypot id="contact-website" />
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={submitting}>
                {submitting ? tContact("contact.sending") : tContact("contact.send")}
              </button>
            </Form>
          )}
        </div>

        <aside className="card h-fit p-6">
          <h2 className="text-lg font-bold">{tContact("contact.direct")}</h2>
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
