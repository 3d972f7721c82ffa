import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The demo banners' links (db/seed/banners.ts): which one shows is chosen by weight at start-up. */
const LINKS = ["/auto-guide/current-deals", "/auto-guide/electric-cars", "/find-my-car"];

const placements = [
  { placement: "home-hero", path: "/", size: [1200, 400] },
  {
    placement: "guide-sidebar",
    path: "/practical-guide/road-tax/road-maintenance-levy-how-much-and-how-to-pay",
    size: [600, 500],
  },
  {
    placement: "article-inline",
    path: "/auto-news/tests-and-reviews/66-toyota-corolla-saloon-review-petrol-or-hybrid",
    size: [1200, 400],
  },
] as const;

/** Records every layout shift from the start of the page, with the elements that moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: (Node | null)[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, nodes: entry.sources.map((s) => s.node) });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The layout shift of the banner and of whatever follows it in the page's flow (what a late picture would push),
 * with the elements that moved, named for the failure message. Fixed elements (the floating lead button, last in
 * the page) are out of the flow: no picture can push them.
 */
const shiftAroundBanner = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector("[data-banner]")!;
    const shifts = (window as unknown as { __shifts: { value: number; nodes: (Node | null)[] }[] }).__shifts;
    const fixed = (node: Node) => {
      for (
        let element = node instanceof Element ? node : node.parentElement;
        element;
        element = element.parentElement
      )
        if (getComputedStyle(element).position === "fixed") return true;
      return false;
    };
    const around = (node: Node | null): node is Node =>
      node !== null &&
      !fixed(node) &&
      (banner.contains(node) ||
        (banner.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
    const named = (node: Node) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""} class="${node.getAttribute("class") ?? ""}">`
        : `${node.nodeName} "${(node.textContent ?? "").slice(0, 40)}"`;
    const moved = shifts.filter((shift) => shift.nodes.some(around));
    return {
      value: moved.reduce((sum, shift) => sum + shift.value, 0),
      moved: moved.flatMap((shift) => shift.nodes.filter(around).map(named)),
    };
  });

test.describe("banners (SPEC §7)", () => {
  for (const { placement, path, size } of placements)
    test(`${placement}: a labelled banner with a working link and no layout shift`, async ({
      page,
      goto,
    }) => {
      await recordLayoutShifts(page);
      await goto(path);
      const banner = page.getByRole("complementary", { name: "Advertisement" });
      await expect(banner).toHaveCount(1);
      await expect(banner).toHaveAttribute("data-banner", placement);
      await expect(banner.getByText("Sponsored", { exact: true })).toBeVisible();

      const picture = banner.getByRole("img");
      await expect(picture).toHaveAttribute("width", String(size[0]));
      await expect(picture).toHaveAttribute("height", String(size[1]));
      await expect(picture).toHaveAttribute("loading", "lazy");
      expect(await picture.getAttribute("alt")).toMatch(/^(Current deals|Go electric|Free service): .{40,}/);

      // The room is reserved before the picture arrives: same height before and after it loads.
      const reserved = (await picture.boundingBox())!;
      expect(reserved.height).toBeGreaterThan(50);
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const loaded = (await picture.boundingBox())!;
      expect(loaded.height).toBeCloseTo(reserved.height, 0);
      expect(loaded.height / loaded.width).toBeCloseTo(size[1] / size[0], 2);
      await page.waitForTimeout(300);
      const shift = await shiftAroundBanner(page);
      expect(shift.value, `moved: ${shift.moved.join(", ")}`).toBe(0);

      const link = banner.getByRole("link");
      const href = (await link.getAttribute("href"))!;
      expect(LINKS).toContain(href);
      await link.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

  test("the banner chosen at start-up stays for the whole visit", async ({ page, goto }) => {
    await goto("/");
    const picture = page.locator("[data-banner] img");
    const first = (await picture.getAttribute("src"))!;
    // Navigations inside the app do not load the feed again: back home, the same banner.
    for (let i = 0; i < 3; i++) {
      await page.locator("[data-banner] a").click();
      await expect(page).not.toHaveURL("/");
      await page.getByRole("link", { name: "Imodoka home" }).first().click();
      await expect(page).toHaveURL("/");
      await expect(picture).toHaveAttribute("src", first);
    }
  });
});
