import { describe, expect, it } from "vitest";
import { readingMinutes, renderArticle } from "./markdown.server";

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
