import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { CloseButton, useModal } from "~/shared/ui/modal";
import type { AuthProviders, SignInResult, SignUpResult } from "~/features/accounts/auth-fields";
import type { AuthView } from "~/features/accounts/auth-popup";
// eslint-disable-next-line boundaries/text-through-seam -- loads on demand on any page: its dictionary travels in its own chunk
import { authText } from "~/features/accounts/text/auth";
import { useDictionary } from "~/shared/i18n/use-dictionary";
import { AuthTextProvider, RegistrationSuccess, SignInForm, SignUpForm } from "./auth-forms";

/**
 * SPEC §2.7 authentication popup, titled as the member account: sign in, sign up and registration success.
 * A native modal <dialog> (Escape and the close button close it); the forms post to /login and /register
 * with fetchers, so the answers show in place. Switching views clears both forms.
 */
export default function AuthPopup({
  initialView,
  redirectTo,
  providers,
  onClose,
}: {
  initialView: AuthView;
  redirectTo: string;
  providers: AuthProviders;
  onClose: () => void;
}) {
  // Loads on demand (the popup's lazy chunk), on any page: its dictionary travels with it.
  const t = useDictionary(authText);
  const [view, setView] = useState<AuthView>(initialView);
  // A new generation gives both forms new fetchers and fresh fields: nothing typed or answered remains.
  const [generation, setGeneration] = useState(0);
  const signIn = useFetcher<SignInResult>({ key: `auth-sign-in-${generation}` });
  const signUp = useFetcher<SignUpResult>({ key: `auth-sign-up-${generation}` });
  const registered = signUp.data?.status === "registered" ? signUp.data.email : undefined;
  const { dialog, close } = useModal();

  // Focus the first field of the view shown, or the first field with an error after an answer.
  useEffect(() => {
    const element = dialog.current;
    const target =
      element?.querySelector<HTMLElement>("[aria-invalid=true]") ??
      element?.querySelector<HTMLElement>("form input:not([type=hidden])");
    target?.focus();
  }, [dialog, view, generation, signIn.data, signUp.data]);

  const switchTo = (next: AuthView) => {
    setView(next);
    setGeneration((n) => n + 1);
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="auth-popup-title"
      className="card z-(--z-popup) m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100%-2rem))] overflow-y-auto p-5 text-base font-normal text-ink backdrop:bg-black/60 sm:p-7"
    >
      <div className="mb-5 flex items-start justify-between gap-4">
        <div>
          <h2 id="auth-popup-title" className="text-xl font-bold">
            {t("auth.popupTitle")}
          </h2>
          {registered ? null : (
            <p className="mt-1 text-sm text-muted">
              {view === "signIn" ? t("auth.signInIntro") : t("auth.signUpIntro")}
            </p>
          )}
        </div>
        <CloseButton label={t("auth.close")} onClick={close} />
      </div>
      <AuthTextProvider value={t}>
        {registered ? (
          <RegistrationSuccess email={registered} onDone={close} />
        ) : view === "signIn" ? (
          <SignInForm
            Form={signIn.Form}
            idPrefix="popup-sign-in"
            result={signIn.data}
            busy={signIn.state !== "idle"}
            redirectTo={redirectTo}
            providers={providers}
            onSwitch={() => switchTo("signUp")}
            onNavigate={close}
            formKey={generation}
          />
        ) : (
          <SignUpForm
            Form={signUp.Form}
            idPrefix="popup-sign-up"
            result={signUp.data}
            busy={signUp.state !== "idle"}
            providers={providers}
            redirectTo={redirectTo}
            onSwitch={() => switchTo("signIn")}
            formKey={generation}
          />
        )}
      </AuthTextProvider>
    </dialog>
  );
}
