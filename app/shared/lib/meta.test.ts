import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta";
import { privatePageMeta } from "./private-meta";

const page = {
  title: "My listings",
  description: "Your cars for sale",
  siteUrl: "https://imodoka.rw",
  path: "/account/listings",
};

describe("pageMeta", () => {
  it("names the site once in the title and gives the canonical address", () => {
    const meta = pageMeta(page);
    expect(meta).toContainEqual({ title: "My listings | Imodoka" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://imodoka.rw/account/listings",
    });
    expect(pageMeta({ ...page, title: "Imodoka: compare new cars" })).toContainEqual({
      title: "Imodoka: compare new cars",
    });
  });
});

describe("privatePageMeta", () => {
  it("keeps a member's page out of search engines, with or without its data", () => {
    expect(privatePageMeta(page)).toEqual([...pageMeta(page), { name: "robots", content: "noindex" }]);
    expect(privatePageMeta(undefined)).toEqual([{ name: "robots", content: "noindex" }]);
  });
});
