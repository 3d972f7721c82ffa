import { describe, expect, it } from "vitest";
import { readingMinutes, renderArticle } from "./markdown.server";

describe("renderArticle", () => {
  it("renders headings, lists, tables and emphasis", () => {
    const html = renderArticle(
      "## Steps\n\n1. Open **Irembo**\n2. Pay\n\n- a\n- b\n\n| Vehicle | Levy |\n| --- | --- |\n| Car | 50,000 RWF |\n\n*Checked.*",
    );
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<strong>Irembo</strong>");
    expect(html).toContain("<td>50,000 RWF</td>");
    expect(html).toContain("<em>Checked.</em>");
  });

  it("removes scripts, event handlers, styles, frames, images and javascript: links", () => {
    const html = renderArticle(
      '<script>alert(1)</script><p onclick="x()" style="color:red">Hi</p><iframe src="https://x"></iframe>' +
        '<img src="x" onerror="y()">\n\n[bad](javascript:alert(1))',
    );
    expect(html).not.toMatch(/script|onclick|style=|iframe|<img|onerror|href="javascript/);
    expect(html).toContain("<p>Hi</p>");
    expect(html).toContain("<a>bad</a>");
  });

  it("marks links to other sites and keeps the page's single h1", () => {
    const html = renderArticle(
      "# Title\n\n[Irembo](https://irembo.gov.rw) and [our guide](/practical-guide)",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain('<a href="https://irembo.gov.rw" rel="noopener nofollow">Irembo</a>');
    expect(html).toContain('<a href="/practical-guide">our guide</a>');
  });
});

describe("readingMinutes", () => {
  it("counts 200 words a minute, at least one", () => {
    expect(readingMinutes("word ".repeat(650))).toBe(3);
    expect(readingMinutes("short")).toBe(1);
  });
});
