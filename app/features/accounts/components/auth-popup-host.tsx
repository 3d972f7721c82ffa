import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { AuthProviders } from "~/features/accounts/auth-fields";
import {
  AUTH_POPUP_EVENT,
  mirrorUser,
  openAuthPopup,
  opensSignInPopup,
  type AuthPopupRequest,
  type StoredUser,
} from "~/features/accounts/auth-popup";
import { safeRedirect } from "~/shared/lib/links";

// The popup's code loads the first time it opens. If that load fails (say, a new release replaced the
// files), the sign-in page opens instead.
const AuthPopup = lazy(() =>
  import("./auth-popup").catch(() => {
    window.location.assign("/login");
    return new Promise<never>(() => {});
  }),
);

/**
 * SPEC §2.7, §3: keeps localStorage `user` in step with the session the server knows, and opens the
 * authentication popup when the document receives `open:auth-popup`.
 */
export function AuthPopupHost({ user, providers }: { user: StoredUser | null; providers: AuthProviders }) {
  const [request, setRequest] = useState<AuthPopupRequest | null>(null);
  // Going to another page (a link in the popup, the back button) closes it: the request is over.
  const { key: page } = useLocation();
  const [shownOn, setShownOn] = useState(page);
  if (shownOn !== page) {
    setShownOn(page);
    setRequest(null);
  }

  useEffect(() => mirrorUser(localStorage, user), [user]);

  // SPEC §2.1: signed out, every link to /poster-une-annonce opens the popup (the home page's "Post a
  // listing", the menus' "Sell my car", the used market's, any added later). The window hears the click
  // before React does, so a router link sees it handled and stays put.
  useEffect(() => {
    if (user) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !opensSignInPopup(event, link, window.location.origin))
        return;
      event.preventDefault();
      openAuthPopup();
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [user]);

  useEffect(() => {
    const open = (event: Event) => setRequest({ ...(event as CustomEvent<AuthPopupRequest | null>).detail });
    document.addEventListener(AUTH_POPUP_EVENT, open);
    return () => document.removeEventListener(AUTH_POPUP_EVENT, open);
  }, []);

  // Signed in (the popup's sign-in redirected): nothing left to ask.
  if (!request || user) return null;
  return (
    <Suspense>
      <AuthPopup
        key={request.id}
        initialView={request.view ?? "signIn"}
        redirectTo={safeRedirect(request.redirectTo)}
        providers={providers}
        onClose={() => setRequest(null)}
      />
    </Suspense>
  );
}
