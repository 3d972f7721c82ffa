import { describe, expect, it } from "vitest";
import { localeOf } from "./locale";
import { dictionary, messagesFor, textFor, translate } from "./text";

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
    expect(messagesFor(greetings, "en")).toEqual({ "greet.hello": "Hello, {name}", "greet.bye": "Goodbye" });
  });
  it("translates with placeholders", () => {
    expect(textFor(greetings, "en")("greet.hello", { name: "Aline" })).toBe("Hello, Aline");
  });
  it("shows the key of a message a page did not receive instead of failing", () => {
    const t = translate<{ "greet.bye": string; "greet.hello": string }>({ "greet.bye": "Goodbye" } as never);
    expect(t("greet.hello")).toBe("greet.hello");
  });
});
