import { describe, expect, it } from "vitest";
import { footerGridHtml } from "./footer-grid";

const brands = [
  {
    id: 7,
    name: "Land Rover",
    slug: "land-rover",
    models: [
      { id: 70, name: "Defender", slug: "defender" },
      { id: 71, name: 'Range "Rover" <Sport> & Co', slug: "range-rover-sport" },
    ],
  },
  { id: 9, name: "Tata", slug: "tata", models: [] },
];
const html = footerGridHtml(brands);

describe("footer brand grid (SPEC §2.9)", () => {
  it("links each brand and each of its models at their canonical addresses", () => {
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/auto-guide/new-cars/make/land-rover/7",
      "/auto-guide/new-cars/make/land-rover/model/70-defender",
      "/auto-guide/new-cars/make/land-rover/model/71-range-rover-sport",
      "/auto-guide/new-cars/make/tata/9",
    ]);
  });

  it("puts each brand's models in a list under the brand's heading (scrolled past 200 px by app.css, checked in the browser)", () => {
    expect(html.match(/<h3>.*?<\/h3><ul>/g)).toEqual([
      '<h3><a href="/auto-guide/new-cars/make/land-rover/7">Land Rover</a></h3><ul>',
      '<h3><a href="/auto-guide/new-cars/make/tata/9">Tata</a></h3><ul>',
    ]);
  });

  it("escapes names, so a catalogue entry can never become markup", () => {
    expect(html).toContain(">Range &quot;Rover&quot; &lt;Sport&gt; &amp; Co</a>");
    expect(html).not.toContain("<Sport>");
  });
});
