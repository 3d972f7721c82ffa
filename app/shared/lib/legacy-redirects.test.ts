import { describe, expect, it } from "vitest";
import { legacyRedirect, legacyRedirects } from "./legacy-redirects";

describe("legacyRedirect", () => {
  it.each([
    ["/a-propos-de-nous", "/about-us"],
    ["/contactez-nous", "/contact-us"],
    ["/concessionnaires", "/dealerships"],
    ["/concessionnaires/kigali-motors", "/dealerships/kigali-motors"],
    ["/actualite-auto", "/auto-news/all-news"],
    ["/actualite-auto/all-news", "/auto-news/all-news"],
    ["/actualite-auto/3-lancements", "/auto-news/3-lancements"],
    ["/actualite-auto/lancements/12-nouveau-rav4", "/auto-news/lancements/12-nouveau-rav4"],
    ["/voitures-neuves", "/auto-guide/new-cars"],
    ["/voitures-neuves/make/toyota/4", "/auto-guide/new-cars/make/toyota/4"],
    ["/voitures-neufs/make/toyota/model/7-rav4", "/auto-guide/new-cars/make/toyota/model/7-rav4"],
    ["/guide-auto", "/auto-guide"],
    ["/guide-auto/promos-du-moment", "/auto-guide/current-deals"],
    ["/guide-auto/liste-des-concessionnaires", "/auto-guide/dealers"],
    ["/guide-auto/avis-des-automobilistes", "/auto-guide/driver-reviews"],
    ["/guide-auto/voitures-electriques", "/auto-guide/electric-cars"],
    ["/guide-auto/voitures-haut-de-gamme", "/auto-guide/luxury-cars"],
    ["/guide-auto/voitures-neuves", "/auto-guide/new-cars"],
    ["/guide-auto/voitures-neuves/make/bmw/2", "/auto-guide/new-cars/make/bmw/2"],
    ["/guide-auto/nouveautes-au-marche", "/auto-guide/new-on-market"],
    ["/politique-de-confidentalite-et-mentions-legales", "/privacy-policy-and-legal-notice"],
    ["/guide-pratique", "/practical-guide"],
    ["/guide-pratique/assurer-mon-vehicule", "/practical-guide/vehicle-insurance"],
    ["/guide-pratique/permis-de-conduire", "/practical-guide/driving-license"],
    ["/guide-pratique/immatriculation", "/practical-guide/vehicle-registration"],
    ["/guide-pratique/vignette", "/practical-guide/road-tax"],
    ["/guide-pratique/vignette/montant-2025", "/practical-guide/road-tax/montant-2025"],
    ["/guide-pratique/financer-mon-vehicule", "/practical-guide/vehicle-financing"],
    ["/guide-pratique/visite-technique", "/practical-guide/vehicle-inspection"],
    ["/rss", "/atom.xml"],
  ])("%s → %s", (from, to) => {
    expect(legacyRedirect(from)).toBe(to);
  });

  it("keeps the query string", () => {
    expect(legacyRedirect("/guide-auto/promos-du-moment", "?page=2&brand=kia")).toBe(
      "/auto-guide/current-deals?page=2&brand=kia",
    );
  });

  it("ignores a trailing slash and letter case but keeps the case of the rest", () => {
    expect(legacyRedirect("/A-Propos-De-Nous/")).toBe("/about-us");
    expect(legacyRedirect("/Voitures-Neuves/make/Toyota/4")).toBe("/auto-guide/new-cars/make/Toyota/4");
  });

  it.each([
    "/",
    "/about-us",
    "/guide-auto/inconnu",
    "/guide-pratique/autre",
    "/rss/x",
    "/rssfeed",
    "/guide-autos",
  ])("leaves %s alone", (path) => {
    expect(legacyRedirect(path)).toBeNull();
  });

  it("never redirects to another legacy path", () => {
    for (const { to } of legacyRedirects) expect(legacyRedirect(to)).toBeNull();
  });
});
