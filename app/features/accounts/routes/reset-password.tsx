import { Form, Link, useNavigation } from "react-router";
import { AuthPage, NewPasswordFields, SubmitButton } from "~/features/accounts/components/fields";
import { FormError } from "~/shared/forms/form-message";
import { pageMeta } from "~/shared/lib/meta";
import type { PasswordResetMessages } from "~/features/accounts/text/password-reset";
import type { AuthMessages } from "~/features/accounts/text/auth";
import { metaText } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { resetPasswordAction, resetPasswordPage } from "./reset-password.server";
import type { Route } from "./+types/reset-password";

/** The reset link from the e-mail comes here through /api/auth/reset-password/{token}, with `?token=`. */
export const loader = ({ request, context }: Route.LoaderArgs) => resetPasswordPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => resetPasswordAction(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<PasswordResetMessages>(matches);
  return [
    ...pageMeta({
      title: t("reset.resetTitle"),
      description: t("reset.resetIntro"),
      siteUrl: data?.siteUrl,
      path: "/reset-password",
    }),
    // The token in the address is never sent to another site.
    { name: "referrer", content: "no-referrer" },
  ];
};

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<PasswordResetMessages & AuthMessages>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password") === true;
  if (loaderData.badLink || actionData?.badLink)
    return (
      <AuthPage title={t("reset.resetTitle")} intro={t("reset.resetIntro")} answer={actionData}>
        <FormError message={t("reset.resetBadLink")} />
        <Link to="/forgot-password" className="btn-primary mt-5 w-full">
          {t("reset.resetNewLink")}
        </Link>
      </AuthPage>
    );
  return (
    <AuthPage title={t("reset.resetTitle")} intro={t("reset.resetIntro")} answer={actionData}>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError message={actionData?.formError} />
        <NewPasswordFields
          id="reset-password"
          confirmId="reset-confirm"
          label={t("reset.newPassword")}
          confirmLabel={t("reset.confirmPassword")}
          hint={t("auth.passwordHint")}
          errors={actionData?.errors}
        />
        <SubmitButton busy={busy} label={t("reset.resetSubmit")} busyLabel={t("reset.saving")} />
      </Form>
    </AuthPage>
  );
}
