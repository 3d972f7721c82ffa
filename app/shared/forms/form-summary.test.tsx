import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormSummary } from "./form-summary";

describe("FormSummary", () => {
  it("is a focusable alert when the page holds a ref to it", () => {
    const html = renderToStaticMarkup(
      <FormSummary ref={createRef<HTMLDivElement>()} id="contact-summary">
        Please correct the highlighted fields.
      </FormSummary>,
    );
    expect(html).toBe(
      '<div id="contact-summary" tabindex="-1" role="alert" class="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger">Please correct the highlighted fields.</div>',
    );
  });

  it("is a plain alert paragraph, with spacing classes first, when asked", () => {
    const html = renderToStaticMarkup(
      <FormSummary as="p" className="mb-4">
        Wait a bit.
      </FormSummary>,
    );
    expect(html).toBe(
      '<p role="alert" class="mb-4 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger">Wait a bit.</p>',
    );
    expect(renderToStaticMarkup(<FormSummary>Oops</FormSummary>)).not.toContain("tabindex");
  });
});
