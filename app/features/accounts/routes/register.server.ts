import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { authSchemas, formValues, rateLimited, validate } from "~/features/accounts/auth-form";
import type { SignUpResult } from "~/features/accounts/auth-fields";
import { textFor } from "~/shared/i18n/text";
import { authText } from "~/features/accounts/text/auth";
import { authErrorCode, findAccountByEmail, mailRateLimit, VERIFIED_PATH } from "~/shared/auth/auth.server";

/**
 * The sign-up form's action (SPEC §2.7, §8): validates, refuses a known address, creates the account with
 * its display name and sends the activation link; answers the success view with the address.
 */
export async function signUpAction(request: Request, context: AppLoadContext) {
  const t = textFor(authText, context.locale);
  const form = await request.formData();
  const values = formValues(form, ["name", "email", "password", "confirm_password"] as const);
  const kept = { name: values.name, email: values.email };
  const validation = validate(authSchemas(t).signUpSchema, values);
  if (!validation.ok)
    return data<SignUpResult>(
      { status: "invalid", values: kept, errors: validation.errors },
      { status: 400 },
    );
  const { name, email, password } = validation.data;

  // Counted as a mail to that inbox (the activation link), never against anyone's sign-in.
  const limit = await mailRateLimit(context.limits, context.clientIp, email);
  if (!limit.ok)
    return data<SignUpResult>(
      { status: "invalid", values: kept, errors: {}, formError: rateLimited(limit.minutes, t) },
      { status: 429 },
    );
  if (await findAccountByEmail(context.db, email))
    return data<SignUpResult>(
      { status: "invalid", values: kept, errors: { email: t("auth.error.emailInUse") } },
      { status: 400 },
    );

  try {
    await context.auth.api.signUpEmail({
      body: { name, email, password, callbackURL: VERIFIED_PATH },
      headers: request.headers,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")
      return data<SignUpResult>(
        { status: "invalid", values: kept, errors: { email: t("auth.error.emailInUse") } },
        { status: 400 },
      );
    if (code === "INVALID_EMAIL")
      return data<SignUpResult>(
        { status: "invalid", values: kept, errors: { email: t("auth.error.email") } },
        { status: 400 },
      );
    if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG")
      return data<SignUpResult>(
        { status: "invalid", values: kept, errors: { password: t("auth.error.weakPassword") } },
        { status: 400 },
      );
    context.log.error({ err: error }, "sign-up failed");
    return data<SignUpResult>({ status: "failed", formError: t("auth.error.generic") }, { status: 500 });
  }
  context.log.info({ email }, "account created, activation link sent");
  return data<SignUpResult>({ status: "registered", email });
}
