import { describe, expect, it } from "vitest";
import { breadcrumbItems } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("links every step but the current page", () => {
    expect(
      breadcrumbItems([
        ["Home", "/"],
        ["Toyota", "/t"],
      ]),
    ).toEqual([{ label: "Home", to: "/" }, { label: "Toyota" }]);
  });
});
