import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import {
  mainMenu as buildMainMenu,
  mainMenuWithNews as withNews,
  mobileMenu as mobile,
  NEWS_MENU_LABEL,
  newsMenuEntry as entry,
  type NewsMenuItem,
} from "./menu";
import { layoutText, serverOnlyLayoutKey } from "./text/layout";

const t = textFor(layoutText, "en");
const mainMenu = buildMainMenu(t);
const newsMenuEntry = (items: readonly NewsMenuItem[]) => entry(items, t);
const mainMenuWithNews = (items: readonly NewsMenuItem[]) => withNews(items, t);
const mobileMenu = (items: readonly NewsMenuItem[]) => mobile(items, t);

const categories = [
  { id: 3, name: "Électrique & hybride", description: "EVs in Rwanda" },
  { id: 12, name: "Road safety and regulation", description: "Rules of the road" },
];

describe("News menu entry (SPEC §2.6)", () => {
  it("is absent when the categories call returns no items", () => {
    expect(newsMenuEntry([])).toBeNull();
    expect(mainMenuWithNews([])).toEqual(mainMenu);
  });

  it("takes its path from the label 'Actualité auto', pointed at the page it now lives on", () => {
    expect(NEWS_MENU_LABEL).toBe("Actualité auto");
    expect(newsMenuEntry(categories)?.route).toBe("/auto-news/all-news");
  });

  it("builds each child's path from the category id and name, with its description", () => {
    expect(newsMenuEntry(categories)?.children).toEqual([
      {
        label: "Électrique & hybride",
        description: "EVs in Rwanda",
        route: "/auto-news/3-electrique-and-hybride",
      },
      {
        label: "Road safety and regulation",
        description: "Rules of the road",
        route: "/auto-news/12-road-safety-and-regulation",
      },
    ]);
  });

  it("is appended after the fixed entries", () => {
    const menu = mainMenuWithNews(categories);
    expect(menu.slice(0, mainMenu.length)).toEqual(mainMenu);
    expect(menu.at(-1)).toMatchObject({ label: "News", route: "/auto-news/all-news" });
  });
});

describe("main menu (SPEC §2.6)", () => {
  it("lists Home, Car Guide, Used cars, Sell my car, Comparator and Practical Guide in order", () => {
    expect(mainMenu.map((item) => [item.label, item.route])).toEqual([
      ["Home", "/"],
      ["Car Guide", "/auto-guide"],
      ["Used cars", "/marche-doccasion"],
      ["Sell my car", "/poster-une-annonce"],
      ["Comparator", "/comparator"],
      ["Practical Guide", "/practical-guide"],
    ]);
  });
});

describe("mobile side menu (SPEC §2.6)", () => {
  it("lists Buying Guide, Used cars, Sell my car, Comparator, Our Sections, Practical Guide, Newsletter and Contact us in order", () => {
    expect(mobileMenu(categories).map((item) => item.label)).toEqual([
      "Buying Guide",
      "Used cars",
      "Sell my car",
      "Comparator",
      "Our Sections",
      "Practical Guide",
      "Newsletter",
      "Contact us",
    ]);
  });

  it("reaches the used-car market, posting a listing and the newsletter in one tap (no disclosure)", () => {
    const direct = mobileMenu(categories).filter((item) => !item.children);
    expect(direct.map((item) => item.route)).toEqual(
      expect.arrayContaining(["/marche-doccasion", "/poster-une-annonce", "/newsletter"]),
    );
  });

  it("puts all news and then each news category under Our Sections", () => {
    const sections = mobileMenu(categories).find((item) => item.label === "Our Sections");
    expect(sections?.children?.map((child) => child.route)).toEqual([
      "/auto-news/all-news",
      "/auto-news/3-electrique-and-hybride",
      "/auto-news/12-road-safety-and-regulation",
    ]);
    expect(mobileMenu([]).find((item) => item.label === "Our Sections")?.children).toHaveLength(1);
  });

  it("links the practical guide sections", () => {
    const guide = mobileMenu([]).find((item) => item.label === "Practical Guide");
    expect(guide?.children?.map((child) => child.route)).toContain("/practical-guide/road-tax");
  });
});

describe("layout text sent with a page", () => {
  it("leaves out only the menus' entries and the phone menu's labels, which the server renders", () => {
    const sent = Object.keys(layoutText.en).filter((key) => !serverOnlyLayoutKey(key));
    expect(sent).toEqual(
      expect.arrayContaining(["menu.label", "menu.openSubmenu", "menu.usedCars", "menu.sell"]),
    );
    expect(sent).toEqual(expect.arrayContaining(["header.menu", "footer.home", "skip.toContent"]));
    expect(sent.filter((key) => key.startsWith("mobile."))).toEqual([]);
    expect(serverOnlyLayoutKey("menu.carGuide")).toBe(true);
    expect(serverOnlyLayoutKey("menu.roadTax")).toBe(true);
  });
});
