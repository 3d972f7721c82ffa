import { describe, expect, it } from "vitest";
import { localeOf } from "./locale";
import { dictionary, messagesFor, messagesOnly, metaText, sentText, textFor, translate } from "./text";

const greetings = dictionary({ en: { "greet.hello": "Hello, {name}", "greet.bye": "Goodbye" } });

describe("localeOf", () => {
  it("takes a locale the site has and falls back to English", () => {
    expect(localeOf("en")).toBe("en");
    expect(localeOf("rw")).toBe("en");
    expect(localeOf(false)).toBe("en");
    expect(localeOf(undefined)).toBe("en");
  });
});

describe("the text seam", () => {
  it("picks an area's messages for a locale", () => {
    expect(messagesFor("en", greetings)).toEqual({ "greet.hello": "Hello, {name}", "greet.bye": "Goodbye" });
  });
  it("picks only the keys a page reads", () => {
    expect(messagesOnly(greetings, "en", ["greet.bye"])).toEqual({ "greet.bye": "Goodbye" });
    expect(messagesOnly(greetings, "en", [])).toEqual({});
  });
  it("translates with placeholders", () => {
    expect(textFor(greetings, "en")("greet.hello", { name: "Aline" })).toBe("Hello, Aline");
  });
  it("shows the key of a message a page did not receive instead of failing", () => {
    const t = translate<{ "greet.bye": string; "greet.hello": string }>({ "greet.bye": "Goodbye" } as never);
    expect(t("greet.hello")).toBe("greet.hello");
  });
  it("reports a missing key to its caller", () => {
    const missing: string[] = [];
    const t = translate<{ "greet.hello": string }>({} as never, (key) => missing.push(key));
    expect(t("greet.hello")).toBe("greet.hello");
    expect(missing).toEqual(["greet.hello"]);
  });
  it("merges several areas for one page", () => {
    const farewells = dictionary({ en: { "farewell.late": "See you" } });
    expect(messagesFor("en", greetings, farewells)).toEqual({
      "greet.hello": "Hello, {name}",
      "greet.bye": "Goodbye",
      "farewell.late": "See you",
    });
  });
  it("reads the text the matched routes sent, the deepest route last, for pages and their meta", () => {
    const matches = [
      { loaderData: { text: { "a.title": "Root", "a.shared": "root" } } },
      undefined,
      { data: null },
      { data: { text: "a sentence of the page's own" } },
      { data: { text: { "a.shared": "page" } } },
    ];
    expect(sentText(matches)).toEqual({ "a.title": "Root", "a.shared": "page" });
    expect(metaText<{ "a.shared": string }>(matches)("a.shared")).toBe("page");
  });
});
