/**
 * "Report this listing": the reasons (reportReasons in used-cars.ts) and how the form is checked. Only the
 * listing page's action imports this module; the page gets the reasons with their labels as loader data.
 */
import { z } from "zod";
import { parseForm, type FieldErrors, type FormValues } from "~/shared/forms/form-data";
import { tUsed } from "~/features/used-market/text/en/used-market";
import { reportReasons, type ReportReason } from "../../shared/lib/used-cars";

export const REPORT_DETAILS_MAX = 1000;

/** The fields of the report form. */
export const reportFields = ["reason", "details"] as const;
export type ReportField = (typeof reportFields)[number];

export const reportSchema = z.object({
  reason: z.enum(reportReasons, tUsed("report.error.reason")),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, tUsed("report.error.details", { max: REPORT_DETAILS_MAX })),
});

export type ReportValues = FormValues<ReportField>;
export type ReportValidation =
  { ok: true; reason: ReportReason; details: string } | { ok: false; errors: FieldErrors<ReportField> };

export function validateReport(values: ReportValues): ReportValidation {
  const parsed = parseForm(reportSchema, values, reportFields);
  return parsed.ok ? { ok: true, ...parsed.data } : { ok: false, errors: parsed.errors };
}
