import { Form, Link, useNavigation } from "react-router";
import { AuthPage, SubmitButton, TextField } from "~/features/accounts/components/fields";
import { FormError, FormNotice } from "~/shared/forms/form-message";
import { AUTH_LIMITS } from "~/features/accounts/auth-fields";
import { pageMeta } from "~/shared/lib/meta";
import { passwordResetText, type PasswordResetMessages } from "~/features/accounts/text/password-reset";
import { authText, type AuthMessages } from "~/features/accounts/text/auth";
import { messagesFor, metaText } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { forgotPasswordAction } from "./forgot-password.server";
import type { Route } from "./+types/forgot-password";

export const loader = ({ context }: Route.LoaderArgs) => ({
  siteUrl: context.env.SITE_URL,
  text: messagesFor(context.locale, passwordResetText, authText),
});

export const action = ({ request, context }: Route.ActionArgs) => forgotPasswordAction(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<PasswordResetMessages>(matches);
  return pageMeta({
    title: t("reset.forgotTitle"),
    description: t("reset.forgotDescription"),
    siteUrl: data?.siteUrl,
    path: "/forgot-password",
  });
};

/** Password reset by e-mail (issue: accounts), reached from the sign-in view's "Forgot your password?". */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useText<PasswordResetMessages & AuthMessages>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  return (
    <AuthPage title={t("reset.forgotTitle")} intro={t("reset.forgotIntro")} answer={actionData}>
      <Form method="post" noValidate className="space-y-4">
        <FormError message={invalid?.formError} />
        {actionData?.status === "sent" ? (
          <FormNotice>{t("reset.forgotSent", { email: actionData.email })}</FormNotice>
        ) : null}
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label={t("auth.email")}
          autoComplete="email"
          defaultValue={invalid?.values.email}
          error={invalid?.errors.email}
          maxLength={AUTH_LIMITS.email}
        />
        <SubmitButton busy={busy} label={t("reset.forgotSubmit")} busyLabel={t("reset.forgotSending")} />
      </Form>
      <p className="mt-5 text-center text-sm">
        <Link to="/login" className="font-semibold text-link">
          {t("auth.backToSignIn")}
        </Link>
      </p>
    </AuthPage>
  );
}
