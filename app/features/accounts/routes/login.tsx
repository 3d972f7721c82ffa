import { Form, redirect, useNavigation } from "react-router";
import { AuthTextProvider, SignInForm } from "~/features/accounts/components/auth-forms";
import { AuthPage } from "~/features/accounts/components/fields";
import { safeRedirect } from "~/shared/lib/links";
import { redactUrl } from "~/shared/lib/redact-url";
import { pageMeta } from "~/shared/lib/meta";
import { accountText } from "~/features/accounts/text/account";
import { authText, type AuthMessages } from "~/features/accounts/text/auth";
import { passwordResetText } from "~/features/accounts/text/password-reset";
import { twoFactorText } from "~/features/accounts/text/two-factor";
import type { Locale } from "~/shared/i18n/locale";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { ACTIVATED_PATH, currentUser } from "~/shared/auth/auth.server";
import { authProviders } from "~/features/accounts/sign-in.server";
import { signInAction } from "./login.server";
import type { Route } from "./+types/login";

/**
 * SPEC §2.1: a signed-in visitor opening /login is sent to / (or where they were going), or to their account
 * when the activation link just signed them in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  if (await currentUser(context.auth, request)) {
    // Signed in by the activation link: the account page says the account is active.
    const activated = url.searchParams.has("verified") && !url.searchParams.has("error");
    throw redirect(activated ? ACTIVATED_PATH : redirectTo);
  }
  const error = url.searchParams.get("error");
  // SPEC §8: a failed Facebook sign-in is only logged; a failed Google one is ignored.
  if (error === "facebook") context.log.error({ query: redactUrl(url.search) }, "Facebook sign-in failed");
  const t = textFor(authText, context.locale);
  return {
    /** The forms' text travels as data, so the page's JavaScript carries no dictionary. */
    text: messagesFor(context.locale, authText),
    meta: pageMeta({
      title: t("auth.loginTitle"),
      description: t("auth.loginDescription"),
      siteUrl: context.env.SITE_URL,
      path: "/login",
    }),
    providers: authProviders(context.env),
    redirectTo,
    notice: loginNotice(url.searchParams, context.locale),
  };
}

/** The message for a visitor sent here by an activation link, a password reset or a deleted account. */
function loginNotice(query: URLSearchParams, locale: Locale): string | undefined {
  if (query.has("verified")) {
    const t = textFor(authText, locale);
    return query.has("error") ? t("auth.badLink") : t("auth.verified");
  }
  if (query.has("reset")) return textFor(passwordResetText, locale)("reset.resetDone");
  if (query.has("deleted")) return textFor(accountText, locale)("account.deleted");
  const step = query.get("step");
  if (step === "expired") return textFor(twoFactorText, locale)("tf.expired");
  if (step === "attempts") return textFor(twoFactorText, locale)("tf.tooManyAttempts");
  return undefined;
}

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** The sign-in form as a page: what the popup shows, and what works without JavaScript. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/login";
  const text = useText<AuthMessages>();
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
