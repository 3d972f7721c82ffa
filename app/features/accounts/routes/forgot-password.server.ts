import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { authSchemas, formValues, rateLimited, validate } from "~/features/accounts/auth-form";
import type { ForgotResult } from "~/features/accounts/auth-fields";
import { textFor } from "~/shared/i18n/text";
import { authText } from "~/features/accounts/text/auth";
import { mailRateLimit, RESET_PATH } from "~/shared/auth/auth.server";

/**
 * The forgotten-password form: sends a link to choose a new password. The answer is the same whether or
 * not the address has an account (better-auth sends nothing for unknown ones).
 */
export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  const t = textFor(authText, context.locale);
  const form = await request.formData();
  const values = formValues(form, ["email"] as const);
  const answer = (result: ForgotResult, status?: number) => data<ForgotResult>(result, { status });
  const validation = validate(authSchemas(t).emailOnlySchema, values);
  if (!validation.ok) return answer({ status: "invalid", values, errors: validation.errors }, 400);
  const { email } = validation.data;
  const limit = await mailRateLimit(context.limits, context.clientIp, email);
  if (!limit.ok)
    return answer({ status: "invalid", values, errors: {}, formError: rateLimited(limit.minutes, t) }, 429);
  try {
    await context.auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_PATH } });
  } catch (error) {
    context.log.error({ err: error }, "password link not sent");
    return answer({ status: "invalid", values, errors: {}, formError: t("auth.error.generic") }, 500);
  }
  return answer({ status: "sent", email });
}
