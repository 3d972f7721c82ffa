import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { brandIconNames } from "~/shared/ui/icon-names";
import { shareLinks, shareNetworks, shareUrl, type ShareOptions } from "~/shared/lib/share";
import { shareText } from "~/shared/i18n/share";
import { messagesFor } from "~/shared/i18n/text";
import { primaryNetworks, ShareBar } from "./share-bar";

/** Renders `element` on a page whose loader sent the share bar's text, as the pages that show it do. */
function renderOnPage(element: ReactElement): string {
  const router = createMemoryRouter([{ id: "page", path: "/", loader: () => null, element }], {
    hydrationData: { loaderData: { page: { text: messagesFor("en", shareText) } } },
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const options: ShareOptions = {
  url: "https://imodoka.rw/auto-news/toute-actualite/7-rav4-hybrid-arrives",
  title: "RAV4 Hybrid & Corolla Cross: prices in Kigali",
  description: "What the hybrids cost after duty.",
  hashtags: ["Toyota", "Hybrid"],
  media: "https://imodoka.rw/social/7.png",
};

const props = {
  links: shareLinks(options, "en"),
  page: {
    url: options.url,
    title: "RAV4 Hybrid & Corolla Cross: prices in Kigali",
    text: "What the hybrids cost after duty.",
  },
};
const html = renderOnPage(createElement(ShareBar, props));

/** Every <a …> start tag, with its attributes decoded. */
const anchors = [...html.matchAll(/<a ([^>]*)>/g)].map((match) => {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of match[1]!.matchAll(/([\w-]+)="([^"]*)"/g))
    attributes[name!] = value!.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  return attributes;
});
const anchorFor = (network: string) => anchors.find((a) => a["data-network"] === network)!;
const [bar, panel] = html.split("<details");

describe("ShareBar", () => {
  it("renders one real link per network, with the share URL as href", () => {
    expect(anchors).toHaveLength(shareNetworks.length);
    for (const network of shareNetworks)
      expect(anchorFor(network.name).href).toBe(shareUrl(network.name, options));
    expect(anchorFor("whatsapp").href).toBe(
      "https://wa.me/?text=RAV4%20Hybrid%20%26%20Corolla%20Cross%3A%20prices%20in%20Kigali%0Ahttps%3A%2F%2Fimodoka.rw%2Fauto-news%2Ftoute-actualite%2F7-rav4-hybrid-arrives",
    );
    expect(anchorFor("copy").href).toBe(options.url);
  });

  it("opens web networks in a new window and app links in place", () => {
    for (const name of ["whatsapp", "facebook", "x", "reddit"]) {
      expect(anchorFor(name).target).toBe("_blank");
      expect(anchorFor(name).rel).toBe("noopener noreferrer");
    }
    for (const name of ["email", "sms", "viber", "copy"]) {
      expect(anchorFor(name).href).toMatch(/^(mailto:|sms:|viber:|https:\/\/imodoka\.rw\/)/);
      expect(anchorFor(name)).not.toHaveProperty("target");
    }
  });

  it("shows the most used networks as round buttons, WhatsApp first, each with a name", () => {
    const shown = [...bar!.matchAll(/data-network="([^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(["whatsapp", "facebook", "x", "telegram", "linkedin", "email", "copy"]);
    expect(shown).toEqual(primaryNetworks);
    expect(anchorFor("whatsapp")["aria-label"]).toBe("Share on WhatsApp");
    expect(anchorFor("facebook")["aria-label"]).toBe("Share on Facebook");
    expect(anchorFor("x")["aria-label"]).toBe("Share on X");
    expect(anchorFor("telegram")["aria-label"]).toBe("Share on Telegram");
    expect(anchorFor("linkedin")["aria-label"]).toBe("Share on LinkedIn");
    expect(anchorFor("email")["aria-label"]).toBe("Share by email");
    expect(anchorFor("copy")["aria-label"]).toBe("Copy link");
    for (const name of primaryNetworks) expect(anchorFor(name).class).toContain("size-11"); // 44 px
  });

  it("lists the other networks in a closed <details> panel, icon and name each", () => {
    expect(panel).toMatch(/^ class="[^"]*"><summary [^>]*>More networks<svg/);
    expect(html).toMatch(/<details class="[^"]*"><summary/); // closed: no open attribute
    const listed = [...panel!.matchAll(/data-network="([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual(shareNetworks.map((n) => n.name).filter((n) => !primaryNetworks.includes(n)));
    expect(listed.length).toBeGreaterThanOrEqual(20);
    expect(panel).toMatch(/aria-label="Share on Reddit"[^>]*>.*?<span[^>]*>Reddit<\/span><\/a>/);
    expect(anchorFor("sms")["aria-label"]).toBe("Share by SMS");
    expect(anchorFor("hackernews")["aria-label"]).toBe("Share on Hacker News");
  });

  it("draws each network with a logo, a Lucide icon or a letter", () => {
    const glyphs = [
      ...html.matchAll(/data-network="([^"]+)"[^>]*>(<svg.*?<\/svg>|<span.*?<\/span><\/span>)/g),
    ];
    expect(glyphs).toHaveLength(shareNetworks.length);
    const glyphOf = (name: string) => glyphs.find((g) => g[1] === name)![2]!;
    for (const name of brandIconNames) {
      expect(glyphOf(name)).toMatch(new RegExp(`brand-icons\\.svg#${name}"`));
      expect(glyphOf(name)).toContain('fill="currentColor"');
    }
    // Lucide icons are symbols of the page's own sprite (app/shared/ui/icon-sprite.ts).
    expect(glyphOf("email")).toMatch(/href="#icon-mail"/);
    expect(glyphOf("sms")).toMatch(/href="#icon-message-circle"/);
    expect(glyphOf("copy")).toMatch(/href="#icon-link"/);
    expect(glyphOf("linkedin")).toMatch(/aria-hidden="true".*>in<\/span>/);
    expect(glyphOf("teams")).toMatch(/>T<\/span>/);
    for (const [, , glyph] of glyphs) expect(glyph).toContain('aria-hidden="true"');
  });

  it("is a labelled group", () => {
    const id = html.match(/^<div role="group" aria-labelledby="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`id="${id}" class="me-1 text-sm font-bold">Share</span>`);
  });

  it("does not server-render the Web Share button, nor any inline handler", () => {
    expect(html).not.toContain("<button");
    expect(html).not.toContain("Share…");
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it("gives two bars on one page distinct ids", () => {
    const page = renderOnPage(
      createElement("div", null, createElement(ShareBar, props), createElement(ShareBar, props)),
    );
    const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
