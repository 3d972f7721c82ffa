import { Banner } from "~/features/banners/components/banner";
import { HomeRest, HomeTop } from "~/features/home/components/home-parts";
import { homeText } from "~/features/home/text/home";
import { homeNews, homeView } from "~/features/home/home.server";
import { layoutText } from "~/features/layout/text/layout";
import { textFor } from "~/shared/i18n/text";
import { kigaliDate } from "~/shared/lib/dates";
import { USED_MARKET_PATH } from "~/shared/lib/links";
import { pageMeta } from "~/shared/lib/meta";
import type { IconName } from "~/shared/ui/icon-names";
import { serverPart } from "~/shared/http/server-part.server";
import { ServerPart } from "~/shared/ui/server-part";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context;
  const tServer = textFor(homeText, locale);
  // The same for every visitor on a given day: kept until a table it was read from changes. The news is
  // read each time, so a scheduled article shows at its time, not when its job announces it.
  const today = kigaliDate();
  const [view, news] = await Promise.all([
    context.keep(`home:${today}:${locale}`, () => homeView(context.db, today, locale)),
    homeNews(context.db, locale),
  ]);
  // The hero's ways in: each a list a buyer starts from (icon names travel as data, not as page JavaScript).
  const shortcuts: { to: string; icon: IconName; label: string }[] = [
    { to: "/auto-guide/new-cars", icon: "car-front", label: tServer("home.shortcut.newCars") },
    { to: USED_MARKET_PATH, icon: "key-round", label: tServer("home.shortcut.usedCars") },
    { to: "/auto-guide/current-deals", icon: "badge-percent", label: tServer("home.shortcut.deals") },
    { to: "/auto-guide/electric-cars", icon: "battery-charging", label: tServer("home.shortcut.electric") },
    { to: "/comparator", icon: "git-compare-arrows", label: tServer("home.shortcut.compare") },
    { to: "/find-my-car", icon: "sliders-horizontal", label: tServer("home.shortcut.finder") },
  ];
  const parts = { home: { ...view, news, shortcuts }, t: tServer };
  return {
    top: serverPart(context.parts, "home-top", <HomeTop {...parts} text={textFor(layoutText, locale)} />),
    rest: serverPart(context.parts, "home-rest", <HomeRest {...parts} />),
    meta: pageMeta({
      title: `Imodoka: ${tServer("home.title")}`,
      description: textFor(layoutText, locale)("site.description"),
      siteUrl: context.env.SITE_URL,
      path: "/",
    }),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/**
 * The home page: what a buyer acts on first, in the order a phone shows it. The header's search is the
 * page's one search box; the hero offers ways in instead of a second one.
 */
export default function Home({ loaderData: home }: Route.ComponentProps) {
  return (
    <>
      <ServerPart id="home-top" html={home.top} />
      <Banner placement="home-hero" className="mx-auto w-full max-w-4xl px-4 pt-8 sm:px-6" />
      <ServerPart id="home-rest" html={home.rest} />
    </>
  );
}
