import { Form, Link, useNavigation } from "react-router";
import { AuthPage, PasswordField, SubmitButton } from "~/features/accounts/components/fields";
import { FormMessage } from "~/shared/forms/form-message";
import { pageMeta } from "~/shared/lib/meta";
import { tReset } from "~/features/accounts/text/en/password-reset";
import { tAuth } from "~/features/accounts/text/en/auth";
import { resetPasswordAction, resetPasswordPage } from "./reset-password.server";
import type { Route } from "./+types/reset-password";

/** The reset link from the e-mail comes here through /api/auth/reset-password/{token}, with `?token=`. */
export const loader = ({ request, context }: Route.LoaderArgs) => resetPasswordPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => resetPasswordAction(request, context);

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta({
    title: tReset("reset.resetTitle"),
    description: tReset("reset.resetIntro"),
    siteUrl: data?.siteUrl,
    path: "/reset-password",
  }),
  // The token in the address is never sent to another site.
  { name: "referrer", content: "no-referrer" },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password") === true;
  if (loaderData.badLink || actionData?.badLink)
    return (
      <AuthPage title={tReset("reset.resetTitle")} intro={tReset("reset.resetIntro")} answer={actionData}>
        <FormMessage>
          <p>{tReset("reset.resetBadLink")}</p>
        </FormMessage>
        <Link to="/forgot-password" className="btn-primary mt-5 w-full">
          {tReset("reset.resetNewLink")}
        </Link>
      </AuthPage>
    );
  return (
    <AuthPage title={tReset("reset.resetTitle")} intro={tReset("reset.resetIntro")} answer={actionData}>
      <Form method="post" noValidate className="space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        {actionData?.formError ? (
          <FormMessage>
            <p>{actionData.formError}</p>
          </FormMessage>
        ) : null}
        <PasswordField
          id="reset-password"
          name="password"
          label={tReset("reset.newPassword")}
          autoComplete="new-password"
          hint={tAuth("auth.passwordHint")}
          error={actionData?.errors.password}
          toggle
        />
        <PasswordField
          id="reset-confirm"
          name="confirm_password"
          label={tReset("reset.confirmPassword")}
          autoComplete="new-password"
          error={actionData?.errors.confirm_password}
          toggle
        />
        <SubmitButton busy={busy} label={tReset("reset.resetSubmit")} busyLabel={tReset("reset.saving")} />
      </Form>
    </AuthPage>
  );
}
