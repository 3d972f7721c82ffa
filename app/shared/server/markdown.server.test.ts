import { describe, expect, it } from "vitest";
import { readingMinutes, renderArticle, renderMailMarkdown } from "./markdown.server";

describe("renderArticle", () => {
  it.each([
    {
      does: "renders headings, lists, tables and emphasis",
      markdown:
        "## Steps\n\n1. Open **Irembo**\n2. Pay\n\n- a\n- b\n\n| Vehicle | Levy |\n| --- | --- |\n| Car | 50,000 RWF |\n\n*Checked.*",
      shows: [
        "<h2>Steps</h2>",
        "<ol>",
        "<strong>Irembo</strong>",
        "<td>50,000 RWF</td>",
        "<em>Checked.</em>",
      ],
    },
    {
      does: "removes scripts, event handlers, styles, frames, images and javascript: links",
      markdown:
        '<script>alert(1)</script><p onclick="x()" style="color:red">Hi</p><iframe src="https://x"></iframe>' +
        '<img src="x" onerror="y()">\n\n[bad](javascript:alert(1))',
      shows: ["<p>Hi</p>", "<a>bad</a>"],
      never: /script|onclick|style=|iframe|<img|onerror|href="javascript/,
    },
    {
      does: "marks links to other sites and keeps the page's single h1",
      markdown: "# Title\n\n[Irembo](https://irembo.gov.rw) and [our guide](/practical-guide)",
      shows: [
        "<h2>Title</h2>",
        '<a href="https://irembo.gov.rw" rel="noopener nofollow">Irembo</a>',
        '<a href="/practical-guide">our guide</a>',
      ],
    },
  ])("$does", ({ markdown, shows, never }) => {
    const html = renderArticle(markdown);
    for (const part of shows) expect(html).toContain(part);
    if (never) expect(html).not.toMatch(never);
  });
});

describe("readingMinutes", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(650))).toBe(3);
    expect(readingMinutes("short")).toBe(1);
  });
});

describe("renderMailMarkdown", () => {
  const site = "https://imodoka.rw";

  it("makes links to the site's own pages absolute and leaves other links as written", () => {
    const html = renderMailMarkdown(
      "[News](/auto-news) · [RAV4](/auto-guide/new-cars/make/toyota/model/195-rav4) · [RRA](https://www.rra.gov.rw/) · [Call](tel:+250788000000)",
      site,
    );
    expect(html).toContain('<a href="https://imodoka.rw/auto-news">');
    expect(html).toContain('href="https://imodoka.rw/auto-guide/new-cars/make/toyota/model/195-rav4"');
    expect(html).toContain('href="https://www.rra.gov.rw/" rel="noopener nofollow"');
    expect(html).toContain('href="tel:+250788000000"');
  });

  it("does not take a protocol-relative link for one of the site's", () => {
    expect(renderMailMarkdown("[x](//evil.example/path)", site)).not.toContain("imodoka.rw//evil");
  });

  it("keeps an article's rules: no scripts, handlers or javascript: links", () => {
    const html = renderMailMarkdown(
      '<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">a</a>\n\n## Title',
      site,
    );
    expect(html).not.toMatch(/script|onclick|javascript:/);
    expect(html).toContain("<h2>Title</h2>");
  });
});
