import { describe, expect, it } from "vitest";
import { pageHref, pageLinks, pageNav, pageParam, paginate } from "./pagination";

describe("pageParam", () => {
  it.each([
    [null, 1],
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["1", 1],
    ["7", 7],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["1e3", 1],
    ["9999999", 1],
  ])("%s → %d", (value, page) => expect(pageParam(value)).toBe(page));
});

describe("paginate", () => {
  it("computes offset and page count", () => {
    expect(paginate(45, 2, 20)).toEqual({ page: 2, pages: 3, offset: 20, perPage: 20, total: 45 });
  });
  it("clamps a page past the end to the last page", () => {
    expect(paginate(45, 9, 20).page).toBe(3);
    expect(paginate(45, 9, 20).offset).toBe(40);
  });
  it("has one page when nothing matches", () => {
    expect(paginate(0, 3, 20)).toEqual({ page: 1, pages: 1, offset: 0, perPage: 20, total: 0 });
  });
  it("counts an exact multiple without an empty last page", () => {
    expect(paginate(40, 1, 20).pages).toBe(2);
  });
});

describe("pageLinks", () => {
  it("lists every page when there are few", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("puts gaps on both sides in the middle", () => {
    expect(pageLinks(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
  it("fills a gap of one page instead of showing an ellipsis", () => {
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
  it("handles the ends", () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageLinks(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe("pageHref", () => {
  it("keeps the other parameters", () => {
    expect(pageHref("energy=electric&sort=price", 3)).toBe("?energy=electric&sort=price&page=3");
  });
  it("drops the parameter for page 1", () => {
    expect(pageHref("energy=electric&page=3", 1)).toBe("?energy=electric");
    expect(pageHref("page=2", 1)).toBe("?");
  });
});

describe("pageNav", () => {
  const text = { label: "Pages", previous: "Previous", next: "Next", page: "Page {page}" };
  it("is null for a single page", () => {
    expect(pageNav({ page: 1, pages: 1 }, "", text)).toBeNull();
  });
  it("links the neighbours and every shown page, keeping the query", () => {
    const nav = pageNav({ page: 2, pages: 3 }, "body=suv&page=2", text)!;
    expect(nav.previous).toEqual({ href: "?body=suv", label: "Previous" });
    expect(nav.next).toEqual({ href: "?body=suv&page=3", label: "Next" });
    expect(nav.links).toEqual([
      { href: "?body=suv", number: 1, label: "Page 1", current: false },
      { href: "?body=suv&page=2", number: 2, label: "Page 2", current: true },
      { href: "?body=suv&page=3", number: 3, label: "Page 3", current: false },
    ]);
  });
  it("has no previous link on the first page, no next on the last, and gaps as null", () => {
    const first = pageNav({ page: 1, pages: 9 }, "", text)!;
    expect(first.previous).toBeNull();
    expect(first.links.map((l) => l?.number ?? null)).toEqual([1, 2, 3, null, 9]);
    expect(pageNav({ page: 9, pages: 9 }, "", text)!.next).toBeNull();
  });
});
