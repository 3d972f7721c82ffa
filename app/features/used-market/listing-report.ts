/**
 * "Report this listing": the reasons (reportReasons in used-cars.ts) and how the form is checked. Only the
 * listing page's action imports this module; the page gets the reasons with their labels as loader data.
 */
import { z } from "zod";
import { parseForm, type FieldErrors, type FormValues } from "~/shared/forms/form-data";
import type { Translate } from "~/shared/i18n/text";
import type { UsedMarketMessages } from "./text/used-market";
import { reportReasons, type ReportReason } from "../../shared/lib/used-cars";

export const REPORT_DETAILS_MAX = 1000;

/** The fields of the report form. */
export const reportFields = ["reason", "details"] as const;
export type ReportField = (typeof reportFields)[number];

/** The report form, checked on the server, its messages in the request's language. */
export function reportSchema(t: Translate<UsedMarketMessages>) {
  return z.object({
    reason: z.enum(reportReasons, t("report.error.reason")),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, t("report.error.details", { max: REPORT_DETAILS_MAX })),
  });
}

export type ReportValues = FormValues<ReportField>;
export type ReportValidation =
  { ok: true; reason: ReportReason; details: string } | { ok: false; errors: FieldErrors<ReportField> };

export function validateReport(values: ReportValues, t: Translate<UsedMarketMessages>): ReportValidation {
  const parsed = parseForm(reportSchema(t), values, reportFields);
  return parsed.ok ? { ok: true, ...parsed.data } : { ok: false, errors: parsed.errors };
}
