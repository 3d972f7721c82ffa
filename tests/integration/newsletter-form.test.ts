import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsletterFields, NewsletterSent } from "../../app/features/newsletter/components/newsletter-fields";
import { NEWSLETTER_EMAIL_MAX, type NewsletterResult } from "../../app/features/newsletter/newsletter";
import { newsletterText } from "../../app/features/newsletter/text/newsletter";
import { HONEYPOT_FIELD } from "../../app/shared/forms/honeypot";
import { textFor } from "../../app/shared/i18n/text";

const t = textFor(newsletterText, "en");

const render = (result?: NewsletterResult, busy = false) =>
  renderToString(
    createElement(MemoryRouter, null, createElement(NewsletterFields, { id: "nl", result, busy, t })),
  );
const text = (html: string) => html.replace(/<[^>]+>/g, "");

/** The attributes of the element with this id, or of every `<tag>`, by name. */
function attributes(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<\\w+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element #${id} in ${html}`);
  return Object.fromEntries(
    [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]),
  );
}
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => ({ href: m[1], text: m[2] }));
const consent = (html: string) => /<p id="nl-consent"[^>]*>([\s\S]*?)<\/p>/.exec(html)![1]!;

describe("the newsletter form (page and dialog)", () => {
  it("states that entering an e-mail accepts the terms of use and privacy policy, with links (SPEC §2.8)", () => {
    const html = render();
    expect(text(consent(html))).toBe(
      "By entering your e-mail address you accept our terms of use and privacy policy.",
    );
    expect(links(consent(html))).toEqual([
      { href: "/privacy-policy-and-legal-notice#section-1", text: "terms of use" },
      { href: "/privacy-policy-and-legal-notice", text: "privacy policy" },
    ]);
    expect(attributes(html, "nl-email")["aria-describedby"]).toBe("nl-consent");
  });

  it("has a labelled e-mail field, the honeypot the action checks, and the submit button", () => {
    const html = render();
    expect(html).toContain('<label for="nl-email" class="field-label">E-mail address</label>');
    expect(attributes(html, "nl-email")).toMatchObject({
      name: "email",
      type: "email",
      autocomplete: "email",
      maxlength: String(NEWSLETTER_EMAIL_MAX),
    });
    expect(attributes(html, "nl-email")).not.toHaveProperty("aria-invalid");
    expect(attributes(html, "nl-website")).toMatchObject({ name: HONEYPOT_FIELD, tabindex: "-1" });
    expect(html).toContain('<button type="submit" class="btn-primary w-full">Subscribe</button>');
    expect(render(undefined, true)).toContain(
      '<button type="submit" class="btn-primary w-full" disabled="">Subscribing…</button>',
    );
  });

  it("shows the message by the field and keeps what was typed", () => {
    const html = render({
      status: "invalid",
      values: { email: "aline@" },
      errors: { email: "Please enter a valid email address" },
    });
    expect(attributes(html, "nl-email")).toMatchObject({
      value: "aline@",
      "aria-invalid": "true",
      "aria-describedby": "nl-error nl-consent",
    });
    expect(html).toContain('<p id="nl-error" class="field-error">Please enter a valid email address</p>');
  });

  it("shows a form-level message (rate limit, mail down) as an alert", () => {
    const html = render({
      status: "invalid",
      values: { email: "a@b.rw" },
      errors: {},
      formError: "Wait a bit.",
    });
    expect(html).toMatch(/<p role="alert"[^>]*>Wait a bit\.<\/p>/);
    expect(attributes(html, "nl-email")).toMatchObject({ value: "a@b.rw" });
    expect(attributes(html, "nl-email")).not.toHaveProperty("aria-invalid");
  });

  it("announces the neutral success message", () => {
    const html = renderToString(createElement(NewsletterSent, { email: "aline@example.rw", t }));
    expect(html).toContain('role="status"');
    expect(text(html)).toBe(
      "Check your inbox: we sent a confirmation link to aline@example.rw. Your subscription starts when you click it.",
    );
  });
});
