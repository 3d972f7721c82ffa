import { describe, expect, it } from "vitest";
import { newest, sitemapIndex, urlSet } from "./sitemap";

describe("sitemaps", () => {
  it("lists absolute, escaped URLs with their last change", () => {
    const xml = urlSet("https://imodoka.rw", [
      { loc: "/comparator?versions=1,2&x=<y>", lastmod: new Date("2026-11-01T10:00:00Z") },
      { loc: "/practical-guide", lastmod: "2026-11-22" },
      { loc: "https://other.example/page" },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(
      "<url><loc>https://imodoka.rw/comparator?versions=1,2&amp;x=&lt;y&gt;</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></url>",
    );
    expect(xml).toContain(
      "<url><loc>https://imodoka.rw/practical-guide</loc><lastmod>2026-11-22</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://other.example/page</loc></url>");
  });

  it("names a page's photos with Google's image extension, declared only where a list has some", () => {
    const xml = urlSet("https://imodoka.rw", [
      { loc: "/model", images: ["/uploads/3f/a-1280.webp", "https://cdn.example/b&c.webp"] },
      { loc: "/brand", images: [] },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    );
    expect(xml).toContain(
      "<url><loc>https://imodoka.rw/model</loc>" +
        "<image:image><image:loc>https://imodoka.rw/uploads/3f/a-1280.webp</image:loc></image:image>" +
        "<image:image><image:loc>https://cdn.example/b&amp;c.webp</image:loc></image:image></url>",
    );
    expect(xml).toContain("<url><loc>https://imodoka.rw/brand</loc></url>");
    expect(urlSet("https://imodoka.rw", [{ loc: "/brand", images: [] }])).not.toContain("xmlns:image");
  });

  it("indexes child sitemaps", () => {
    const xml = sitemapIndex("https://imodoka.rw", [{ loc: "/sitemaps/guides.xml", lastmod: "2026-11-22" }]);
    expect(xml).toContain("<sitemapindex ");
    expect(xml).toContain(
      "<sitemap><loc>https://imodoka.rw/sitemaps/guides.xml</loc><lastmod>2026-11-22</lastmod></sitemap>",
    );
  });

  it("finds the newest date", () => {
    expect(newest(["2026-01-02", new Date("2026-03-01T00:00:00Z"), undefined])).toEqual(
      new Date("2026-03-01T00:00:00Z"),
    );
    expect(newest([])).toBeUndefined();
  });
});
