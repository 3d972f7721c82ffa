import { describe, expect, it } from "vitest";
import { contactMessages } from "~/features/pages/text/en/contact";
import { homeMessages } from "~/features/home/text/en/home";
import { errorMessages, tErrors } from "~/shared/i18n/en/errors";
import { layoutMessages, t } from "~/features/layout/text/en/layout";
import { newsletterMessages } from "~/features/newsletter/text/en/newsletter";
import { favouritesMessages } from "~/features/used-market/text/en/favourites";
import { moderationMessages } from "~/features/moderation/text/en/moderation";
import { savedSearchMessages } from "~/features/used-market/text/en/saved-searches";
import { usedMarketMessages } from "~/features/used-market/text/en/used-market";
import { format, translator } from "~/shared/i18n/i18n";

describe("t", () => {
  it("returns SPEC strings word for word", () => {
    expect(t("header.search.placeholder")).toBe("Find a brand or model");
    expect(t("footer.brandsHeading")).toBe("List of brands and models available in Rwanda");
    expect(t("footer.copyright")).toBe("© 2025 All rights reserved.");
    expect(tErrors("error.oops")).toBe("oops!");
    expect(tErrors("error.notFound")).toBe(" Page introuvable");
    expect(tErrors("error.serverError")).toBe(" Désolé, une erreur s'est produite");
    expect(tErrors("error.home")).toBe("Retour à la page d'accueil");
    expect(translator(contactMessages)("contact.error.email")).toBe("Please enter a valid email address");
  });
  it("fills placeholders and leaves unknown ones", () => {
    expect(tErrors("error.pageNotFound", { path: "/x" })).toBe("Page not found: /x");
    expect(translator(homeMessages)("home.modelCount", { count: 3 })).toBe("3 models");
    expect(tErrors("error.pageNotFound")).toBe("Page not found: {path}");
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
  it("keeps each key in one dictionary only", () => {
    const dictionaries = [
      layoutMessages,
      errorMessages,
      homeMessages,
      contactMessages,
      newsletterMessages,
      usedMarketMessages,
      favouritesMessages,
      savedSearchMessages,
      moderationMessages,
    ];
    const keys = dictionaries.flatMap((d) => Object.keys(d));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
