import { t } from "~/locales/en/layout";
import { allNewsPath, practicalGuidePath } from "./links";

/** SPEC §3 menu item. */
export interface MenuItem {
  label: string;
  description?: string;
  route: string;
  children?: MenuItem[];
}

/** SPEC §2.6 main menu, in order. A News entry is appended by the news feature when categories exist. */
export const mainMenu: readonly MenuItem[] = [
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

const [, carGuide, , practicalGuide] = mainMenu;

/** SPEC §2.6 mobile side menu. News categories join "Our Sections" once they exist. */
export const mobileMenu: readonly MenuItem[] = [
  { ...carGuide!, label: t("mobile.buyingGuide") },
  { label: t("mobile.comparator"), route: "/comparator" },
  {
    label: t("mobile.ourSections"),
    route: allNewsPath,
    children: [{ label: t("mobile.allNews"), route: allNewsPath }],
  },
  { ...practicalGuide!, label: t("mobile.practicalGuide") },
  { label: t("mobile.contact"), route: "/contact-us" },
];
