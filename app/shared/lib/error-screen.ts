import type { Translate } from "~/shared/i18n/text";
import type { ErrorMessages } from "~/shared/i18n/errors";

/** SPEC §2.2: the status shown (a 301 shows as 404) and the heading 'oops!' with its suffix, in `t`'s language. */
export function errorScreen(status: number, t: Translate<ErrorMessages>): { shown: number; heading: string } {
  const shown = status === 301 ? 404 : status;
  const suffix = shown === 404 ? t("error.notFound") : shown === 500 ? t("error.serverError") : "";
  return { shown, heading: `${t("error.oops")}${suffix}` };
}
