import { describe, expect, it } from "vitest";
import { contactText } from "~/features/pages/text/contact";
import { homeText } from "~/features/home/text/home";
import { errorText } from "~/shared/i18n/errors";
import { layoutText } from "~/features/layout/text/layout";
import { newsletterText } from "~/features/newsletter/text/newsletter";
import { favouritesText } from "~/features/used-market/text/favourites";
import { moderationText } from "~/features/moderation/text/moderation";
import { savedSearchText } from "~/features/used-market/text/saved-searches";
import { usedMarketText } from "~/features/used-market/text/used-market";
import { format } from "~/shared/i18n/i18n";
import { LOCALES } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";

const t = textFor(layoutText, "en");
const tError = textFor(errorText, "en");

describe("t", () => {
  it("returns SPEC strings word for word", () => {
    expect(t("header.search.placeholder")).toBe("Find a brand or model");
    expect(t("footer.brandsHeading")).toBe("List of brands and models available in Rwanda");
    expect(t("footer.copyright")).toBe("© 2025 All rights reserved.");
    expect(tError("error.oops")).toBe("oops!");
    expect(tError("error.notFound")).toBe(" Page introuvable");
    expect(tError("error.serverError")).toBe(" Désolé, une erreur s'est produite");
    expect(tError("error.home")).toBe("Retour à la page d'accueil");
    expect(textFor(contactText, "en")("contact.error.email")).toBe("Please enter a valid email address");
  });
  it("fills placeholders and leaves unknown ones", () => {
    expect(tError("error.pageNotFound", { path: "/x" })).toBe("Page not found: /x");
    expect(textFor(homeText, "en")("home.modelCount", { count: 3 })).toBe("3 models");
    expect(tError("error.pageNotFound")).toBe("Page not found: {path}");
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
  it.each(LOCALES)("keeps each key in one dictionary only (%s)", (locale) => {
    const dictionaries = [
      layoutText,
      errorText,
      homeText,
      contactText,
      newsletterText,
      usedMarketText,
      favouritesText,
      savedSearchText,
      moderationText,
    ];
    const keys = dictionaries.flatMap((d) => Object.keys(d[locale]));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
