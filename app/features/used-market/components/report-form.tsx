import { Form, Link } from "react-router";
import { SelectField, TextareaField } from "~/shared/forms/controls";
import { Honeypot } from "~/shared/forms/honeypot";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import { USED_SAFETY_PATH } from "~/shared/lib/links";
import type { ReportFormText, ReportResult } from "~/features/used-market/view";

/** "Report this listing", folded away until opened; a plain form, so it works without JavaScript too. */
export function ReportForm({ text, result }: { text: ReportFormText; result: ReportResult | undefined }) {
  const busy = usePending();
  const invalid = result?.status === "invalid" ? result : undefined;
  return (
    <details id="report" open={result !== undefined} className="group card">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 rounded-(--radius-card) px-5 font-semibold hover:bg-raised [&::-webkit-details-marker]:hidden">
        <Icon name="flag" className="size-4 text-danger" />
        {text.title}
        <Icon name="chevron-down" className="ml-auto size-4 transition group-open:rotate-180" />
      </summary>
      <div className="border-t border-line p-5">
        {result?.status === "sent" ? (
          <p role="status" className="flex gap-2 font-medium">
            <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-ok" />
            {result.message}
          </p>
        ) : (
          <Form method="post" preventScrollReset noValidate className="relative space-y-4">
            <p className="text-sm leading-6 text-muted">{text.intro}</p>
            {invalid?.formError ? (
              <p role="alert" className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
                {invalid.formError}
              </p>
            ) : null}
            <SelectField
              id="report-reason"
              name="reason"
              label={text.reason}
              required
              defaultValue={invalid?.values.reason ?? ""}
              controlClassName="py-2.5"
              error={invalid?.errors.reason}
              placeholder={text.chooseReason}
              options={text.reasons}
            />
            <TextareaField
              id="report-details"
              name="details"
              label={text.details}
              rows={3}
              maxLength={text.detailsMax}
              defaultValue={invalid?.values.details}
              hint={text.detailsHint}
              error={invalid?.errors.details}
            />
            <Honeypot id="report-website" />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? text.sending : text.send}
            </button>
            <p className="text-sm text-muted">
              {text.safety}{" "}
              <Link to={USED_SAFETY_PATH} className="font-semibold text-link underline">
                {text.safetyLink}
              </Link>
            </p>
          </Form>
        )}
      </div>
    </details>
  );
}
