import { describe, expect, it } from "vitest";
import { numericParam } from "./route-params";

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
    expect(numericParam("42", request)).toBe(42);
    expect(numericParam("007", request)).toBe(7);
  });
  it.each(["abc", "", "4a", "-1", "1.5", " 1", undefined, "99999999999"])(
    "404s on %j with the path",
    (value) => {
      const error = thrown(() => numericParam(value, request)) as {
        type: string;
        init: { status: number };
        data: string;
      };
      expect(error.init.status).toBe(404);
      expect(error.data).toBe("Page Not Found: /auto-guide/new-cars/make/toyota/abc");
    },
  );
});
