import { describe, expect, it } from "vitest";
import { idSlugParam, numericParam } from "./route-params";

const request = new Request("http://localhost/auto-guide/new-cars/make/toyota/abc?x=1");

function thrown(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("numericParam", () => {
  it("returns the number for digits", () => {
    expect(numericParam("42", request, "en")).toBe(42);
    expect(numericParam("007", request, "en")).toBe(7);
  });
  it.each(["abc", "", "4a", "-1", "1.5", " 1", undefined, "99999999999"])(
    "404s on %j with the path",
    (value) => {
      const error = thrown(() => numericParam(value, request, "en")) as {
        type: string;
        init: { status: number };
        data: string;
      };
      expect(error.init.status).toBe(404);
      expect(error.data).toBe("Page Not Found: /auto-guide/new-cars/make/toyota/abc");
    },
  );
});

describe("idSlugParam", () => {
  it("splits the id from the slug", () => {
    expect(idSlugParam("12-rav4", request, "en")).toEqual({ id: 12, slug: "rav4" });
    expect(idSlugParam("7-land-cruiser-300", request, "en")).toEqual({ id: 7, slug: "land-cruiser-300" });
    expect(idSlugParam("7", request, "en")).toEqual({ id: 7, slug: "" });
  });
  it.each(["rav4-12", "-12-rav4", "", undefined, "1a-x"])("404s on %j", (value) => {
    const error = thrown(() => idSlugParam(value, request, "en")) as { init: { status: number } };
    expect(error.init.status).toBe(404);
  });
});
