/**
 * "Report this listing": the reasons (reportReasons in used-cars.ts) and how the form is checked. Only the
 * listing page's action imports this module; the page gets the reasons with their labels as loader data.
 */
import { z } from "zod";
import { tUsed } from "~/features/used-market/text/en/used-market";
import { reportReasons, type ReportReason } from "../../shared/lib/used-cars";

export const REPORT_DETAILS_MAX = 1000;

/** Field a bot fills in and a person never sees. */
export const REPORT_HONEYPOT = "website";

const reportSchema = z.object({
  reason: z.enum(reportReasons, tUsed("report.error.reason")),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, tUsed("report.error.details", { max: REPORT_DETAILS_MAX })),
});

export interface ReportValues {
  reason: string;
  details: string;
}
export type ReportErrors = Partial<Record<keyof ReportValues, string>>;
export type ReportValidation =
  { ok: true; reason: ReportReason; details: string } | { ok: false; errors: ReportErrors };

export function validateReport(values: ReportValues): ReportValidation {
  const result = reportSchema.safeParse(values);
  if (result.success) return { ok: true, ...result.data };
  const errors: ReportErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ReportValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
