import { describe, expect, it } from "vitest";
import { t } from "./i18n";

describe("t", () => {
  it("returns SPEC strings word for word", () => {
    expect(t("header.search.placeholder")).toBe("Find a brand or model");
    expect(t("footer.brandsHeading")).toBe("List of brands and models available in Rwanda");
    expect(t("footer.copyright")).toBe("© 2025 All rights reserved.");
    expect(t("error.home")).toBe("Retour à la page d'accueil");
  });
  it("fills placeholders and leaves unknown ones", () => {
    expect(t("error.pageNotFound", { path: "/x" })).toBe("Page not found: /x");
    expect(t("home.modelCount", { count: 3 })).toBe("3 models");
    expect(t("error.pageNotFound")).toBe("Page not found: {path}");
    expect(t("error.pageNotFound", { other: 1 })).toBe("Page not found: {path}");
  });
});
