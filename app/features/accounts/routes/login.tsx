import { Form, redirect, useNavigation } from "react-router";
import { AuthTextProvider, SignInForm } from "~/features/accounts/components/auth-forms";
import { AuthPage } from "~/features/accounts/components/fields";
import { translator } from "~/shared/i18n/i18n";
import { safeRedirect } from "~/shared/lib/links";
import { redactUrl } from "~/shared/lib/redact-url";
import { pageMeta } from "~/shared/lib/meta";
import { tAccount } from "~/features/accounts/text/en/account";
import { authMessages, tAuth as t } from "~/features/accounts/text/en/auth";
import { tReset } from "~/features/accounts/text/en/password-reset";
import { tTwoFactor } from "~/features/accounts/text/en/two-factor";
import { currentUser } from "~/shared/auth/auth.server";
import { authProviders } from "~/features/accounts/sign-in.server";
import { signInAction } from "./login.server";
import type { Route } from "./+types/login";

/** SPEC §2.1: a signed-in visitor opening /login is sent to / (or where they were going). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await currentUser(context.auth, request)) throw redirect(redirectTo);
  const error = url.searchParams.get("error");
  // SPEC §8: a failed Facebook sign-in is only logged; a failed Google one is ignored.
  if (error === "facebook") context.log.error({ query: redactUrl(url.search) }, "Facebook sign-in failed");
  return {
    /** The forms' text travels as data, so the page's JavaScript carries no dictionary. */
    text: authMessages,
    meta: pageMeta({
      title: t("auth.loginTitle"),
      description: t("auth.loginDescription"),
      siteUrl: context.env.SITE_URL,
      path: "/login",
    }),
    providers: authProviders(context.env),
    redirectTo,
    notice: loginNotice(url.searchParams),
  };
}

/** The message for a visitor sent here by an activation link, a password reset or a deleted account. */
function loginNotice(query: URLSearchParams): string | undefined {
  if (query.has("verified")) return query.has("error") ? t("auth.badLink") : t("auth.verified");
  if (query.has("reset")) return tReset("reset.resetDone");
  if (query.has("deleted")) return tAccount("account.deleted");
  const step = query.get("step");
  if (step === "expired") return tTwoFactor("tf.expired");
  if (step === "attempts") return tTwoFactor("tf.tooManyAttempts");
  return undefined;
}

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** The sign-in form as a page: what the popup shows, and what works without JavaScript. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/login";
  const text = translator(loaderData.text);
  return (
    <AuthTextProvider value={text}>
      <AuthPage
        title={text("auth.loginTitle")}
        intro={text("auth.signInIntro")}
        notice={loaderData.notice}
        answer={actionData}
      >
        <SignInForm
          Form={Form}
          idPrefix="login"
          result={actionData}
          busy={busy}
          redirectTo={loaderData.redirectTo}
          providers={loaderData.providers}
        />
      </AuthPage>
    </AuthTextProvider>
  );
}
