import { describe, expect, it, vi } from "vitest";
import {
  AUTH_POPUP_EVENT,
  hasSessionCookie,
  mirrorUser,
  openAuthPopup,
  opensSignInPopup,
} from "./auth-popup";

describe("localStorage user mirror (SPEC §3)", () => {
  const storage = () => {
    const items = new Map<string, string>();
    return {
      items,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it("stores who is signed in, and nothing else", () => {
    const s = storage();
    const user = { id: "u1", name: "Aline", email: "aline@example.rw", role: "user", token: "secret" };
    mirrorUser(s, user);
    expect(JSON.parse(s.items.get("user")!)).toEqual({
      id: "u1",
      name: "Aline",
      email: "aline@example.rw",
      role: "user",
    });
  });

  it("removes the entry when signed out", () => {
    const s = storage();
    s.items.set("user", "{}");
    mirrorUser(s, null);
    expect(s.items.has("user")).toBe(false);
  });

  it("ignores a storage that refuses writes", () => {
    const refusing = {
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(() => mirrorUser(refusing, { id: "u", name: "n", email: "e@x.rw", role: "user" })).not.toThrow();
  });
});

describe("open:auth-popup", () => {
  it("dispatches the SPEC event with the view and destination, each request with a new id", () => {
    const dispatchEvent = vi.fn(() => true);
    openAuthPopup({ view: "signUp", redirectTo: "/poster-une-annonce" }, { dispatchEvent });
    openAuthPopup({}, { dispatchEvent });
    const [first, second] = dispatchEvent.mock.calls.map((call) => (call as unknown as [CustomEvent])[0]);
    expect(first!.type).toBe(AUTH_POPUP_EVENT);
    expect(first!.type).toBe("open:auth-popup");
    expect(first!.detail).toMatchObject({ view: "signUp", redirectTo: "/poster-une-annonce" });
    expect(second!.detail.id).toBe(first!.detail.id + 1);
  });
});

describe("session cookie detection", () => {
  it.each([
    ["imodoka.session_token=abc.def", true],
    ["theme=dark; __Secure-imodoka.session_token=abc", true],
    ["theme=dark", false],
    ["imodoka.session_data=x", false],
    [null, false],
  ])("%j → %s", (header, expected) => {
    expect(hasSessionCookie(header)).toBe(expected);
  });
});

describe("links to /poster-une-annonce open the sign-in popup when signed out (SPEC §2.1)", () => {
  const origin = "https://imodoka.rw";
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  // What an <a href> says of itself, as the browser resolves it on this site's pages.
  const link = (href: string, target = "", download = false) => {
    const url = new URL(href, origin);
    return { origin: url.origin, pathname: url.pathname, target, hasAttribute: () => download };
  };

  it.each([
    "https://imodoka.rw/poster-une-annonce",
    "/poster-une-annonce",
    "/poster-une-annonce/",
    "/poster-une-annonce?from=home",
  ])("a plain click on %s opens it", (href) =>
    expect(opensSignInPopup(plain, link(href), origin)).toBe(true),
  );

  it.each([
    "/marche-doccasion",
    "/poster-une-annonce-guide",
    "/poster-une-annonce/12/photos",
    "https://other.example/poster-une-annonce",
    "http://imodoka.rw/poster-une-annonce",
  ])("a click on %s follows the link", (href) =>
    expect(opensSignInPopup(plain, link(href), origin)).toBe(false),
  );

  it.each([
    ["a middle click", { button: 1 }],
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
  ])("%s keeps the browser's own way (a new tab, a window, a download)", (_name, change) =>
    expect(opensSignInPopup({ ...plain, ...change }, link("/poster-une-annonce"), origin)).toBe(false),
  );

  it("a link meant for another tab, or a download, is followed", () => {
    expect(opensSignInPopup(plain, link("/poster-une-annonce", "_blank"), origin)).toBe(false);
    expect(opensSignInPopup(plain, link("/poster-une-annonce", "", true), origin)).toBe(false);
    expect(opensSignInPopup(plain, link("/poster-une-annonce", "_self"), origin)).toBe(true);
  });
});
