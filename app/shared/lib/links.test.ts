import { describe, it, expect } from "vitest";
import {
  allNewsPath,
  articlePath,
  brandPath,
  isPracticalGuideSection,
  loginPath,
  POST_LISTING_PATH,
  postStepPath,
  modelPath,
  safeRedirect,
  newsCategoryPath,
  practicalGuidePath,
  practicalGuideSections,
  usedListingPath,
  versionPath,
} from "./links";

const toyota = { id: 7, slug: "toyota" };
const rav4 = { id: 12, slug: "rav4" };

describe("auto guide links", () => {
  it("builds the brand path", () => {
    expect(brandPath(toyota)).toBe("/auto-guide/new-cars/make/toyota/7");
  });

  it("builds the model path", () => {
    expect(modelPath(toyota, rav4)).toBe("/auto-guide/new-cars/make/toyota/model/12-rav4");
  });

  it("builds the version path", () => {
    expect(versionPath(toyota, rav4, { id: 345, slug: "2-5-hybrid-awd" })).toBe(
      "/auto-guide/new-cars/make/toyota/model/rav4/345-2-5-hybrid-awd",
    );
  });
});

describe("news links", () => {
  it("has the all-news path", () => {
    expect(allNewsPath).toBe("/auto-news/all-news");
  });

  it("builds the category path", () => {
    expect(newsCategoryPath({ id: 3, slug: "essais" })).toBe("/auto-news/3-essais");
  });

  it("uses the first term of the list", () => {
    expect(
      articlePath({
        ID: 42,
        post_name: "nouveau-rav4",
        terms: [{ name: "Essais" }, { name: "Nouveautés" }],
      }),
    ).toBe("/auto-news/essais/42-nouveau-rav4");
  });

  it("uses the terms field itself when it is a plain value", () => {
    expect(articlePath({ ID: 42, post_name: "nouveau-rav4", terms: "Essais" })).toBe(
      "/auto-news/essais/42-nouveau-rav4",
    );
  });

  it("slugifies accents and spaces in the term name", () => {
    expect(
      articlePath({
        ID: 9,
        post_name: "salon-de-kigali",
        terms: [{ name: "Actualité auto" }],
      }),
    ).toBe("/auto-news/actualite-auto/9-salon-de-kigali");
    expect(
      articlePath({
        ID: 9,
        post_name: "salon-de-kigali",
        terms: "Actualité auto",
      }),
    ).toBe("/auto-news/actualite-auto/9-salon-de-kigali");
  });

  it.each([
    ["an empty list", []],
    ["an empty string", ""],
    ["null", null],
    ["undefined", undefined],
    ["a name that slugifies to nothing", [{ name: "—" }]],
    ["a plain value that slugifies to nothing", " !! "],
  ])("falls back to toute-actualite for %s", (_label, terms) => {
    expect(articlePath({ ID: 5, post_name: "bonjour", terms })).toBe("/auto-news/toute-actualite/5-bonjour");
  });
});

describe("practical guide links", () => {
  it("lists the six sections", () => {
    expect(practicalGuideSections).toStrictEqual([
      "road-tax",
      "driving-license",
      "vehicle-financing",
      "vehicle-insurance",
      "vehicle-inspection",
      "vehicle-registration",
    ]);
  });

  it.each(practicalGuideSections)("builds the section path for %s", (section) => {
    expect(practicalGuidePath(section)).toBe(`/practical-guide/${section}`);
    expect(practicalGuidePath(section, "how-to-pay")).toBe(`/practical-guide/${section}/how-to-pay`);
  });

  it("treats an empty slug as absent", () => {
    expect(practicalGuidePath("road-tax", "")).toBe("/practical-guide/road-tax");
  });

  it.each(practicalGuideSections)("recognises the section %s", (section) => {
    expect(isPracticalGuideSection(section)).toBe(true);
  });

  it.each([undefined, "", "Road-Tax", "road_tax", "road-tax/", "parking"])(
    "rejects the section %j",
    (value) => {
      expect(isPracticalGuideSection(value)).toBe(false);
    },
  );
});

describe("used car links", () => {
  it("builds the listing path", () => {
    expect(usedListingPath({ id: 881, slug: "toyota-rav4-2019" })).toBe(
      "/marche-doccasion/annonce/881-toyota-rav4-2019",
    );
  });
});

describe("sign-in links", () => {
  it("comes back to where the visitor was going", () => {
    expect(loginPath(POST_LISTING_PATH)).toBe("/login?redirectTo=%2Fposter-une-annonce");
    expect(loginPath("/account?tab=sessions")).toBe("/login?redirectTo=%2Faccount%3Ftab%3Dsessions");
  });

  it("is plain /login when there is nowhere else to go", () => {
    expect(loginPath()).toBe("/login");
    expect(loginPath("/")).toBe("/login");
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/", "/"],
    ["/account", "/account"],
    ["/account?tab=sessions#devices", "/account?tab=sessions#devices"],
    [
      "/marche-doccasion/rechercher?make=Toyota&make=Kia",
      "/marche-doccasion/rechercher?make=Toyota&make=Kia",
    ],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/a/../b", "/b"],
    ["/voitures/é", "/voitures/%C3%A9"],
    ["/prix/€?q=日本", "/prix/%E2%82%AC?q=%E6%97%A5%E6%9C%AC"],
  ])("keeps the same-site path %j (as %j)", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it("keeps a long path whole", () => {
    const long = `/marche-doccasion/rechercher?q=${"a".repeat(10_000)}`;
    expect(safeRedirect(long)).toBe(long);
  });

  it.each([
    undefined,
    null,
    "",
    "account",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\0/evil.example",
    "/account\r\nSet-Cookie: a=b",
    "/account\u0000",
    "/account\u007f",
    "/account\u001b",
    "\t//evil.example",
    " //evil.example",
    "%2F%2Fevil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "https://evil.example",
    "http:evil.example",
    "https:/evil.example",
    "\u3002/evil.example",
  ])("refuses %j", (target) => {
    expect(safeRedirect(target)).toBe("/");
    expect(safeRedirect(target, "/account/favourites")).toBe("/account/favourites");
  });
});

describe("postStepPath", () => {
  it("puts a saved listing's steps under its id, and a new listing's first step at the form's address", () => {
    expect(postStepPath(42, "details")).toBe("/poster-une-annonce/42/details");
    expect(postStepPath(42, "sent")).toBe("/poster-une-annonce/42/sent");
    expect(postStepPath(undefined, "car")).toBe("/poster-une-annonce");
  });
});
