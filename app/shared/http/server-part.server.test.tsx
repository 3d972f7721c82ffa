import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PagePart } from "~/shared/lib/page-part";
import { ServerPart, ServerPartsContext } from "~/shared/ui/server-part";
import { keptServerPart, serverPart, serverPartHtml } from "./server-part.server";

const Part = ({ name }: { name: string }) => (
  <p>
    <Link to="/auto-guide/dealers">{name}</Link> &amp; more
  </p>
);

/** The page as the server renders a document: with the parts its loaders made. */
const documentWith = (parts: Map<string, PagePart>, html: string | undefined) =>
  renderToStaticMarkup(
    <ServerPartsContext value={parts}>
      <MemoryRouter>
        <ServerPart id="dealers" html={html} />
      </MemoryRouter>
    </ServerPartsContext>,
  );

describe("serverPart", () => {
  it("in a document, keeps the element for the page and sends nothing as data", () => {
    const parts = new Map<string, PagePart>();
    expect(serverPart(parts, "dealers", <Part name="Kigali <Motors>" />)).toBeUndefined();
    expect(documentWith(parts, undefined)).toBe(
      '<div data-part="dealers"><p><a href="/auto-guide/dealers" data-discover="true">Kigali &lt;Motors&gt;</a> &amp; more</p></div>',
    );
  });

  it("in a client navigation's data, is the element's HTML, which the page shows as it is", () => {
    const html = serverPart(null, "dealers", <Part name="Kigali <Motors>" />);
    expect(html).toBe(
      '<p><a href="/auto-guide/dealers" data-discover="true">Kigali &lt;Motors&gt;</a> &amp; more</p>',
    );
    expect(documentWith(new Map(), html)).toBe(`<div data-part="dealers">${html}</div>`);
  });
});

describe("keptServerPart", () => {
  const html = serverPartHtml(<Part name="Kigali <Motors>" />);

  it("in a document, sets the HTML made before as it is and sends nothing as data", () => {
    const parts = new Map<string, PagePart>();
    expect(keptServerPart(parts, "dealers", html)).toBeUndefined();
    expect(documentWith(parts, undefined)).toBe(
      '<div data-part="dealers"><p><a href="/auto-guide/dealers" data-discover="true">Kigali &lt;Motors&gt;</a> &amp; more</p></div>',
    );
  });

  it("in a client navigation's data, is that HTML", () => {
    expect(keptServerPart(null, "dealers", html)).toBe(html);
  });
});
