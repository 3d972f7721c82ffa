import type { Translate } from "~/shared/i18n/text";
import type { LayoutMessages } from "~/features/layout/text/layout";
import { legacyRedirect } from "../../shared/lib/legacy-redirects";
import {
  allNewsPath,
  newsCategoryPath,
  POST_LISTING_PATH,
  practicalGuidePath,
  USED_MARKET_PATH,
} from "../../shared/lib/links";
import { slugify } from "../../shared/lib/slug";

/** SPEC §3 menu item. */
export interface MenuItem {
  label: string;
  description?: string;
  route: string;
  children?: MenuItem[];
}

/**
 * SPEC §2.6 main menu, in order, in the request's language, with the used-car market and selling a car
 * after the car guide (buyers look for new and used cars side by side). A News entry is appended when
 * categories exist.
 */
export const mainMenu = (t: Translate<LayoutMessages>): readonly MenuItem[] => [
  { label: t("menu.home"), route: "/" },
  {
    label: t("menu.carGuide"),
    description: t("menu.carGuide.description"),
    route: "/auto-guide",
    children: [
      { label: t("menu.newCars"), route: "/auto-guide/new-cars" },
      { label: t("menu.currentDeals"), route: "/auto-guide/current-deals" },
      { label: t("menu.electricCars"), route: "/auto-guide/electric-cars" },
      { label: t("menu.luxuryCars"), route: "/auto-guide/luxury-cars" },
      { label: t("menu.newOnMarket"), route: "/auto-guide/new-on-market" },
      { label: t("menu.dealers"), route: "/auto-guide/dealers" },
      { label: t("menu.driverReviews"), route: "/auto-guide/driver-reviews" },
    ],
  },
  { label: t("menu.usedCars"), route: USED_MARKET_PATH },
  { label: t("menu.sell"), route: POST_LISTING_PATH },
  { label: t("menu.comparator"), description: t("menu.comparator.description"), route: "/comparator" },
  {
    label: t("menu.practicalGuide"),
    description: t("menu.practicalGuide.description"),
    route: "/practical-guide",
    children: [
      { label: t("menu.drivingLicense"), route: practicalGuidePath("driving-license") },
      { label: t("menu.vehicleInsurance"), route: practicalGuidePath("vehicle-insurance") },
      { label: t("menu.vehicleFinancing"), route: practicalGuidePath("vehicle-financing") },
      { label: t("menu.vehicleRegistration"), route: practicalGuidePath("vehicle-registration") },
      { label: t("menu.vehicleInspection"), route: practicalGuidePath("vehicle-inspection") },
      { label: t("menu.roadTax"), route: practicalGuidePath("road-tax") },
    ],
  },
];

/** SPEC §3 news menu item, as the categories call returns it. */
export interface NewsMenuItem {
  id: number;
  name: string;
  description: string;
}

/** SPEC §2.6: the News entry's path is derived from this category label. */
export const NEWS_MENU_LABEL = "Actualité auto";

/**
 * A path built as SPEC §2.6 says (from the label, or from a category's id and name), pointed straight at
 * the page it now lives on, so a menu link never goes through a redirect.
 */
const newsRoute = (path: string) => legacyRedirect(path) ?? path;

/** SPEC §2.6 News entry: appended to the main menu when the categories call returns items. */
export function newsMenuEntry(items: readonly NewsMenuItem[], t: Translate<LayoutMessages>): MenuItem | null {
  if (!items.length) return null;
  const base = `/${slugify(NEWS_MENU_LABEL)}`;
  return {
    label: t("menu.news"),
    description: t("menu.news.description"),
    route: newsRoute(base),
    children: items.map((item) => ({
      label: item.name,
      description: item.description,
      route: newsRoute(`${base}/${item.id}-${slugify(item.name)}`),
    })),
  };
}

/** The main menu with the News entry when there are categories. */
export function mainMenuWithNews(items: readonly NewsMenuItem[], t: Translate<LayoutMessages>): MenuItem[] {
  const news = newsMenuEntry(items, t);
  return news ? [...mainMenu(t), news] : [...mainMenu(t)];
}

/**
 * SPEC §2.6 mobile side menu; "Our Sections" is all news plus the news categories. The used-car market and
 * "Sell my car" follow the buying guide, so both are one tap away once the menu is open, and the newsletter
 * (whose top-bar link phones do not show) comes before Contact us.
 */
export function mobileMenu(items: readonly NewsMenuItem[], t: Translate<LayoutMessages>): MenuItem[] {
  const main = mainMenu(t);
  const carGuide = main.find((item) => item.route === "/auto-guide")!;
  const practicalGuide = main.find((item) => item.route === "/practical-guide")!;
  return [
    { ...carGuide, label: t("mobile.buyingGuide") },
    { label: t("menu.usedCars"), route: USED_MARKET_PATH },
    { label: t("menu.sell"), route: POST_LISTING_PATH },
    { label: t("mobile.comparator"), route: "/comparator" },
    {
      label: t("mobile.ourSections"),
      route: allNewsPath,
      children: [
        { label: t("mobile.allNews"), route: allNewsPath },
        ...items.map((item) => ({
          label: item.name,
          route: newsCategoryPath({ id: item.id, slug: slugify(item.name) }),
        })),
      ],
    },
    { ...practicalGuide, label: t("mobile.practicalGuide") },
    { label: t("menu.newsletter"), route: "/newsletter" },
    { label: t("mobile.contact"), route: "/contact-us" },
  ];
}
