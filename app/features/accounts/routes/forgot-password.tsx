import { Form, Link, useNavigation } from "react-router";
import { AuthPage, SubmitButton, TextField } from "~/features/accounts/components/fields";
import { FormMessage, FormNotice } from "~/shared/forms/form-message";
import { AUTH_LIMITS } from "~/features/accounts/auth-fields";
import { pageMeta } from "~/shared/lib/meta";
import { tReset } from "~/features/accounts/text/en/password-reset";
import { tAuth } from "~/features/accounts/text/en/auth";
import { forgotPasswordAction } from "./forgot-password.server";
import type { Route } from "./+types/forgot-password";

export const loader = ({ context }: Route.LoaderArgs) => ({ siteUrl: context.env.SITE_URL });

export const action = ({ request, context }: Route.ActionArgs) => forgotPasswordAction(request, context);

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: tReset("reset.forgotTitle"),
    description: tReset("reset.forgotDescription"),
    siteUrl: data?.siteUrl,
    path: "/forgot-password",
  });

/** Password reset by e-mail (issue: accounts), reached from the sign-in view's "Forgot your password?". */
export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  return (
    <AuthPage title={tReset("reset.forgotTitle")} intro={tReset("reset.forgotIntro")} answer={actionData}>
      <Form method="post" noValidate className="space-y-4">
        {invalid?.formError ? (
          <FormMessage>
            <p>{invalid.formError}</p>
          </FormMessage>
        ) : null}
        {actionData?.status === "sent" ? (
          <FormNotice>{tReset("reset.forgotSent", { email: actionData.email })}</FormNotice>
        ) : null}
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label={tAuth("auth.email")}
          autoComplete="email"
          defaultValue={invalid?.values.email}
          error={invalid?.errors.email}
          maxLength={AUTH_LIMITS.email}
        />
        <SubmitButton
          busy={busy}
          label={tReset("reset.forgotSubmit")}
          busyLabel={tReset("reset.forgotSending")}
        />
      </Form>
      <p className="mt-5 text-center text-sm">
        <Link to="/login" className="font-semibold text-link">
          {tAuth("auth.backToSignIn")}
        </Link>
      </p>
    </AuthPage>
  );
}
