import { Form, Link, useNavigation } from "react-router";
import { AuthPage, SubmitButton, TextField } from "~/features/accounts/components/fields";
import { FormError } from "~/shared/forms/form-message";
import { metaText } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { loginPath } from "~/shared/lib/links";
import type { TwoFactorMessages } from "~/features/accounts/text/two-factor";
import { pageMeta } from "~/shared/lib/meta";
import { TWO_FACTOR_PATH } from "~/shared/auth/two-factor";
import { twoFactorStepAction, twoFactorStepPage } from "./login-two-factor.server";
import type { Route } from "./+types/login-two-factor";

export const loader = ({ request, context }: Route.LoaderArgs) => twoFactorStepPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => twoFactorStepAction(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<TwoFactorMessages>(matches);
  return data
    ? pageMeta({
        title: t("tf.stepTitle"),
        description: t("tf.description"),
        siteUrl: data.siteUrl,
        path: TWO_FACTOR_PATH,
      })
    : [];
};

/**
 * The sign-in code step: after the right password (or for staff signed in with Google), a 6-digit code
 * from the authenticator app, or a recovery code; works without JavaScript.
 */
export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { method, redirectTo, signedIn } = loaderData;
  const t = useText<TwoFactorMessages>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(TWO_FACTOR_PATH) === true;
  const recovery = method === "recovery";
  const intro = signedIn ? t("tf.stepStaff") : t(recovery ? "tf.stepIntroRecovery" : "tf.stepIntro");
  return (
    <AuthPage title={t("tf.stepTitle")} intro={intro} answer={actionData}>
      <Form method="post" noValidate className="space-y-4" key={method}>
        <FormError message={actionData?.formError} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="method" value={method} />
        {recovery ? (
          <TextField
            id="two-factor-recovery"
            name="code"
            label={t("tf.recoveryCode")}
            autoComplete="off"
            autoCapitalize="none"
            error={actionData?.errors.code}
            maxLength={20}
          />
        ) : (
          <TextField
            id="two-factor-code"
            name="code"
            label={t("tf.code")}
            autoComplete="one-time-code"
            inputMode="numeric"
            autoCapitalize="none"
            error={actionData?.errors.code}
            maxLength={10}
          />
        )}
        {signedIn ? null : (
          <div>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
              <input
                type="checkbox"
                name="trust"
                defaultChecked={actionData?.trust}
                aria-describedby="two-factor-trust-hint"
                className="size-5 accent-accent-600"
              />
              {t("tf.trust")}
            </label>
            <p id="two-factor-trust-hint" className="text-sm text-muted">
              {t("tf.trustHint")}
            </p>
          </div>
        )}
        <SubmitButton busy={busy} label={t("tf.verify")} busyLabel={t("tf.working")} />
      </Form>
      <div className="mt-5 space-y-3 text-center text-sm">
        <p>
          <Link to={loaderData.switchHref} className="font-semibold text-link">
            {t(recovery ? "tf.useApp" : "tf.useRecovery")}
          </Link>
        </p>
        {signedIn ? null : (
          <p>
            <Link to={loginPath(redirectTo)} className="text-muted underline">
              {t("tf.cancel")}
            </Link>
          </p>
        )}
      </div>
    </AuthPage>
  );
}
