import { RESET_DONE_PATH } from "~/features/accounts/account.server";
import { data, redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { authSchemas, formValues, validate } from "~/features/accounts/auth-form";
import type { ResetResult } from "~/features/accounts/auth-fields";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { passwordResetText } from "~/features/accounts/text/password-reset";
import { authText } from "~/features/accounts/text/auth";
import { authErrorCode } from "~/shared/auth/auth.server";

/** The new-password page's data: the token from the link, or that the link was refused. */
export function resetPasswordPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  return {
    siteUrl: context.env.SITE_URL,
    token,
    badLink: token === "" || url.searchParams.has("error"),
    text: messagesFor(context.locale, passwordResetText, authText),
  };
}

/** The new-password form: sets the password, ends every session, and sends the visitor to sign in. */
export async function resetPasswordAction(request: Request, context: AppLoadContext) {
  const t = textFor(authText, context.locale);
  const form = await request.formData();
  const token = form.get("token")?.toString() ?? "";
  const answer = (result: ResetResult, status: number) => data<ResetResult>(result, { status });
  if (token === "") return answer({ status: "invalid", errors: {}, badLink: true }, 400);
  const validation = validate(
    authSchemas(t).newPasswordSchema,
    formValues(form, ["password", "confirm_password"] as const),
  );
  if (!validation.ok) return answer({ status: "invalid", errors: validation.errors }, 400);
  try {
    await context.auth.api.resetPassword({ body: { newPassword: validation.data.password, token } });
  } catch (error) {
    if (authErrorCode(error) === "INVALID_TOKEN")
      return answer({ status: "invalid", errors: {}, badLink: true }, 400);
    context.log.error({ err: error }, "password not reset");
    return answer({ status: "invalid", errors: {}, formError: t("auth.error.generic") }, 500);
  }
  context.log.info("password reset by e-mail link");
  return redirect(RESET_DONE_PATH);
}
