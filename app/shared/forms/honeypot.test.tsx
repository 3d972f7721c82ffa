import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Honeypot } from "./honeypot";

describe("honeypot", () => {
  it("hide the honeypot from people and keyboards", () => {
    const html = renderToStaticMarkup(<Honeypot id="contact-website" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('name="website"');
    expect(html).toContain('tabindex="-1"');
    expect(html).toContain('autoComplete="off"');
  });
});
