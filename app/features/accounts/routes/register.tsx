import { Form, redirect, useNavigation } from "react-router";
import { AuthTextProvider, RegistrationSuccess, SignUpForm } from "~/features/accounts/components/auth-forms";
import { AuthPage } from "~/features/accounts/components/fields";
import { pageMeta } from "~/shared/lib/meta";
import { authText, type AuthMessages } from "~/features/accounts/text/auth";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { currentUser } from "~/shared/auth/auth.server";
import { authProviders } from "~/features/accounts/sign-in.server";
import { signUpAction } from "./register.server";
import type { Route } from "./+types/register";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await currentUser(context.auth, request)) throw redirect("/");
  const t = textFor(authText, context.locale);
  return {
    /** The forms' text travels as data, so the page's JavaScript carries no dictionary. */
    text: messagesFor(context.locale, authText),
    meta: pageMeta({
      title: t("auth.registerTitle"),
      description: t("auth.registerDescription"),
      siteUrl: context.env.SITE_URL,
      path: "/register",
    }),
    providers: authProviders(context.env),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => signUpAction(request, context);

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** SPEC §2.1 registration page: the popup's sign-up view, working without JavaScript. */
export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/register";
  const text = useText<AuthMessages>();
  return (
    <AuthTextProvider value={text}>
      <AuthPage title={text("auth.registerTitle")} intro={text("auth.signUpIntro")} answer={actionData}>
        {actionData?.status === "registered" ? (
          <RegistrationSuccess email={actionData.email} />
        ) : (
          <SignUpForm
            Form={Form}
            idPrefix="register"
            result={actionData}
            busy={busy}
            providers={loaderData.providers}
            redirectTo="/"
          />
        )}
      </AuthPage>
    </AuthTextProvider>
  );
}
