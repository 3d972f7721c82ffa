import { POST_LISTING_PATH } from "~/shared/lib/links";
import { isPlainClick, type ClickLike, type TargetLike } from "~/shared/lib/plain-click";

/** The paths whose actions sign in or out, after which the layout's signed-in state is read again. */
export const authActionPaths = ["/login", "/register", "/logout", "/account", "/reset-password"] as const;

/** SPEC §2.7: the document event that opens the authentication popup. */
export const AUTH_POPUP_EVENT = "open:auth-popup";

export type AuthView = "signIn" | "signUp";

export interface AuthPopupRequest {
  view?: AuthView;
  /** Where to go once signed in (a path on this site); "/" by default. */
  redirectTo?: string;
  /** Set by openAuthPopup: a new request remounts the popup with empty forms. */
  id?: number;
}

let requests = 0;

/** Opens the popup from anywhere: `document.dispatchEvent(new CustomEvent("open:auth-popup"))` also works. */
export function openAuthPopup(
  request: AuthPopupRequest = {},
  target: Pick<Document, "dispatchEvent"> = document,
) {
  target.dispatchEvent(new CustomEvent(AUTH_POPUP_EVENT, { detail: { ...request, id: ++requests } }));
}

/** The parts of a link (an HTMLAnchorElement) that say where it goes and how. */
export interface LinkLike extends TargetLike {
  origin: string;
  pathname: string;
}

/**
 * SPEC §2.1, §2.7: /poster-une-annonce needs a signed-in user, "otherwise the sign-in popup opens". True when
 * a signed-out visitor's click on `link` should open the popup rather than follow it: a plain click (no new
 * tab or window asked for) on a link of this site to that page, in this tab. Every such link follows the
 * rule, wherever it is, so a new one needs nothing of its own; without JavaScript it stays a link, and the
 * page sends the visitor to /login.
 */
export function opensSignInPopup(click: ClickLike, link: LinkLike, origin: string): boolean {
  return (
    isPlainClick(click, link) &&
    link.origin === origin &&
    link.pathname.replace(/\/+$/, "") === POST_LISTING_PATH
  );
}

/** What localStorage `user` holds (SPEC §3): who is signed in, never a token or a secret. */
export interface StoredUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

export const USER_STORAGE_KEY = "user";

/** Writes the signed-in user to storage, or removes the entry when signed out; storage errors are ignored. */
export function mirrorUser(storage: Pick<Storage, "setItem" | "removeItem">, user: StoredUser | null) {
  try {
    if (user) {
      const { id, name, email, role } = user;
      storage.setItem(USER_STORAGE_KEY, JSON.stringify({ id, name, email, role }));
    } else storage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the server still knows who is signed in.
  }
}

/** better-auth's session cookie, under the site's prefix (plain, or `__Secure-` over https). */
export const SESSION_COOKIE = "imodoka.session_token";

/** True when a Cookie header carries a session cookie. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && cookieHeader.includes(`${SESSION_COOKIE}=`);
}
