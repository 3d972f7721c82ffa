import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { FieldNotes } from "~/shared/forms/fields";
import { Honeypot } from "~/shared/forms/honeypot";
import type { NewsletterResult } from "~/features/newsletter/newsletter";
import type { Translate } from "~/shared/i18n/text";
import type { NewsletterMessages } from "~/features/newsletter/text/newsletter";

/**
 * The newsletter form's inside, shared by the /newsletter page (a plain form, no JavaScript needed) and
 * the top bar's dialog (a fetcher form). Only types come from ~/lib/newsletter, so zod stays on the server.
 * The text comes as `t`: the page's from its loader, the dialog's from its own dictionary (it loads on demand).
 */
export function NewsletterFields({
  id,
  result,
  busy,
  onNavigate,
  t,
}: {
  /** Prefix for element ids, unique on the page. */
  id: string;
  result: NewsletterResult | undefined;
  busy: boolean;
  /** Called when a link in the consent statement is followed (the dialog closes). */
  onNavigate?: () => void;
  t: Translate<NewsletterMessages>;
}) {
  const invalid = result?.status === "invalid" ? result : undefined;
  const error = invalid?.errors.email;
  const consent = t("newsletter.consent").split(/(\{terms\}|\{privacy\})/);
  const link = "font-semibold text-link underline";
  return (
    <>
      {invalid?.formError ? (
        // Written out rather than FormSummary: the dialog's chunks are listed in every page's root module.
        <p
          role="alert"
          className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger"
        >
          {invalid.formError}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-email`} className="field-label">
          {t("newsletter.email")}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={invalid?.values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${error ? `${id}-error ` : ""}${id}-consent`}
          className="field-input"
        />
        {/* The message's id is the form's (`${id}-error`), not the field's: the page and the dialog rely on it. */}
        <FieldNotes id={id} error={error} />
      </div>
      <p id={`${id}-consent`} className="text-sm leading-6 text-muted">
        {consent.map((part, index) =>
          part === "{terms}" ? (
            <Link
              key={index}
              to="/privacy-policy-and-legal-notice#section-1"
              className={link}
              onClick={onNavigate}
            >
              {t("newsletter.terms")}
            </Link>
          ) : part === "{privacy}" ? (
            <Link key={index} to="/privacy-policy-and-legal-notice" className={link} onClick={onNavigate}>
              {t("newsletter.privacy")}
            </Link>
          ) : (
            part
          ),
        )}
      </p>
      <Honeypot id={`${id}-website`} />
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? t("newsletter.sending") : t("newsletter.submit")}
      </button>
    </>
  );
}

/** The neutral answer: the same whether or not the address was already known. */
export function NewsletterSent({ email, t }: { email: string; t: Translate<NewsletterMessages> }) {
  return (
    <div role="status" className="flex gap-3">
      <Icon name="circle-check" className="size-6 shrink-0 text-ok" />
      <p className="font-semibold leading-6">{t("newsletter.sent", { email })}</p>
    </div>
  );
}
