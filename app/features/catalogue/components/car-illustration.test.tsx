import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BodyType } from "~/shared/lib/vehicle";
import { CarIllustration } from "./car-illustration";

const BODY_TYPES: BodyType[] = ["hatchback", "sedan", "suv", "pickup", "van", "coupe", "wagon", "minibus"];

const render = (props: Parameters<typeof CarIllustration>[0]) =>
  renderToStaticMarkup(createElement(CarIllustration, props));

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);

describe("CarIllustration", () => {
  it.each(BODY_TYPES)("draws a %s as a 16:9 svg tinted in the given colour", (body) => {
    const html = render({ body, colour: "#1F4FD8", className: "w-full" });
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 400 225"/);
    expect(html).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(html).toContain('class="w-full"');
    expect(html).not.toMatch(/<svg [^>]*(width|height)=/);
    expect(html).not.toContain("style=");
    expect(html).toMatch(/<stop [^>]*stop-color="#1f4fd8"/);
    expect(html).toContain("<circle"); // wheels
    expect(html).not.toContain("NaN");
    // every url(#…) reference points at a gradient or clip path defined in the same svg
    const defined = new Set(ids(html));
    const refs = [...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(defined).toContain(ref);
  });

  it("draws the body types differently", () => {
    const drawings = BODY_TYPES.map((body) => render({ body, colour: "#1f4fd8" }));
    expect(new Set(drawings).size).toBe(BODY_TYPES.length);
  });

  it("falls back to a neutral grey for an invalid colour", () => {
    expect(render({ body: "sedan", colour: "blue" })).toContain('stop-color="#8a94a6"');
  });

  it("gives each instance its own ids when several render together", () => {
    const html = renderToStaticMarkup(
      createElement(
        "div",
        null,
        createElement(CarIllustration, { body: "suv", colour: "#eb0a1e" }),
        createElement(CarIllustration, { body: "suv", colour: "#1c1c1c" }),
      ),
    );
    const [first, second] = html.split("</svg>").map(ids);
    expect(first!.length).toBeGreaterThan(0);
    expect(second!.length).toBe(first!.length);
    expect(new Set([...first!, ...second!]).size).toBe(first!.length * 2);
  });

  it("is an image with an accessible name when given a title", () => {
    const html = render({ body: "pickup", colour: "#eb0a1e", title: "Toyota Hilux" });
    expect(html).toMatch(/^<svg [^>]*role="img"/);
    expect(html).toMatch(/^<svg [^>]*aria-label="Toyota Hilux"/);
    expect(html).not.toContain("aria-hidden");
  });

  it("is hidden from assistive technology without a title", () => {
    const html = render({ body: "pickup", colour: "#eb0a1e" });
    expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(html).not.toContain("role=");
    expect(html).not.toContain("aria-label");
  });
});
