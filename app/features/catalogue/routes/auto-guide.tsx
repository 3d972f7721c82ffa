import type { ReactNode } from "react";
import { DealListCard } from "~/features/deals/components/deal-list-card";
import { ModelCard } from "~/features/catalogue/components/model-card";
import { SectionCard } from "~/features/practical-guide/components/section-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { CardGrid, SeeAllLink, Section } from "~/shared/ui/section";
import type { IconName } from "~/shared/ui/icon-names";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import { kigaliDate } from "~/shared/lib/dates";
import { layoutText } from "~/features/layout/text/layout";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { seoMeta } from "~/shared/lib/meta";
import { guidePagesText, type GuidePagesMessages } from "~/features/catalogue/text/guide-pages";
import { guideServerText } from "~/features/catalogue/text/guide-server";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { featuredModels, guideCounts, latestDeals } from "~/features/catalogue/guide.server";
import type { Route } from "./+types/auto-guide";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, locale } = context;
  const t = textFor(layoutText, locale);
  const tServer = textFor(guideServerText, locale);
  const today = kigaliDate();
  const [counts, featured, deals] = await Promise.all([
    guideCounts(db, today),
    featuredModels(db, today, locale),
    latestDeals(db, today, locale),
  ]);
  const models = (count: number) =>
    count === 1 ? tServer("guide.count.modelsOne") : tServer("guide.count.models", { count });
  // Icon shapes travel as loader data (plain arrays), so the guide's icons cost no JavaScript.
  const sections: {
    id: string;
    icon: IconName;
    to: string;
    title: string;
    text: string;
    count?: string;
  }[] = [
    {
      id: "new-cars",
      icon: "car-front",
      to: "/auto-guide/new-cars",
      title: t("menu.newCars"),
      text: tServer("guide.section.newCars"),
      count: tServer("guide.count.makesModels", { makes: counts.makes, models: counts.models }),
    },
    {
      id: "deals",
      icon: "badge-percent",
      to: "/auto-guide/current-deals",
      title: t("menu.currentDeals"),
      text: tServer("guide.section.deals"),
      count:
        counts.liveDeals === 1
          ? tServer("guide.count.dealsOne")
          : tServer("guide.count.deals", { count: counts.liveDeals }),
    },
    {
      id: "electric",
      icon: "battery-charging",
      to: "/auto-guide/electric-cars",
      title: t("menu.electricCars"),
      text: tServer("guide.section.electric"),
      count: models(counts.electric),
    },
    {
      id: "luxury",
      icon: "gem",
      to: "/auto-guide/luxury-cars",
      title: t("menu.luxuryCars"),
      text: tServer("guide.section.luxury"),
      count: models(counts.luxury),
    },
    {
      id: "new-on-market",
      icon: "sparkles",
      to: "/auto-guide/new-on-market",
      title: t("menu.newOnMarket"),
      text: tServer("guide.section.newOnMarket"),
      count: models(counts.newOnMarket),
    },
    {
      id: "dealers",
      icon: "store",
      to: "/auto-guide/dealers",
      title: t("menu.dealers"),
      text: tServer("guide.section.dealers"),
    },
    {
      id: "reviews",
      icon: "message-square-quote",
      to: "/auto-guide/driver-reviews",
      title: t("menu.driverReviews"),
      text: tServer("guide.section.reviews"),
    },
    {
      id: "search",
      icon: "search",
      to: "/new-cars/search",
      title: tServer("guide.section.searchTitle"),
      text: tServer("guide.section.search"),
    },
  ];
  const trail = carGuideTrail(locale);
  const siteUrl = context.env.SITE_URL;
  const seo = {
    title: tServer("guide.title"),
    description: tServer("guide.description", {
      makes: counts.makes,
      models: counts.models,
      deals: counts.liveDeals,
    }),
    path: "/auto-guide",
    jsonLd: { "@context": "https://schema.org", ...breadcrumbList(siteUrl, trail) },
  };
  return {
    breadcrumbs: breadcrumbItems(trail),
    /** The page's own text: its dictionary stays on the server. */
    text: messagesFor(locale, guidePagesText),
    sections,
    featured,
    deals,
    meta: seoMeta(seo, siteUrl),
  };
}

/** Featured models and latest deals: a row to swipe through on phones, a grid on wider screens. */
const row =
  "mt-5 gap-4 max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-2 sm:grid sm:grid-cols-2";
const cell = "max-sm:w-[80%] max-sm:max-w-80 max-sm:shrink-0 max-sm:snap-start";

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

/** Featured models or latest deals: heading, introduction and the link to them all, then the row. */
function GuideRow<T extends { id: number }>({
  id,
  title,
  intro,
  link,
  items,
  columns,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  link: [string, string];
  items: T[];
  /** The grid's columns on wide screens. */
  columns: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Section
      id={id}
      title={title}
      intro={intro}
      className="mt-12"
      headerClassName="flex flex-wrap items-end justify-between gap-x-6 gap-y-2"
      action={
        <SeeAllLink
          to={link[1]}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-link hover:underline"
        >
          {link[0]}
        </SeeAllLink>
      }
    >
      <CardGrid
        items={items}
        itemKey={(item) => item.id}
        className={`${row} ${columns}`}
        itemClassName={cell}
      >
        {children}
      </CardGrid>
    </Section>
  );
}

export default function AutoGuide({ loaderData }: Route.ComponentProps) {
  const t = useText<GuidePagesMessages>();
  const { sections, featured, deals } = loaderData;
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={loaderData.breadcrumbs} />
      <header className="mt-4 rounded-3xl bg-[radial-gradient(ellipse_at_top_right,#3b6ef680,transparent_60%),radial-gradient(ellipse_at_bottom_left,#f5b80033,transparent_55%)] bg-[#0f1a3a] px-6 py-10 text-white sm:px-10 sm:py-14">
        <h1 className="max-w-3xl text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          {t("guide.heading")}
        </h1>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-white/80">{t("guide.intro")}</p>
      </header>

      <Section id="guide-sections" title={t("guide.sections")} className="mt-8" headingClassName="sr-only">
        <CardGrid items={sections} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {(section) => (
            <SectionCard
              icon={section.icon}
              title={section.title}
              href={section.to}
              text={section.text}
              count={section.count}
            />
          )}
        </CardGrid>
      </Section>

      {featured.length ? (
        <GuideRow
          id="guide-featured"
          title={t("guide.featured")}
          intro={t("guide.featuredText")}
          link={[t("guide.allMakes"), "/auto-guide/new-cars"]}
          items={featured}
          columns="lg:grid-cols-4"
        >
          {(model) => <ModelCard model={model} />}
        </GuideRow>
      ) : null}

      {deals.length ? (
        <GuideRow
          id="guide-deals"
          title={t("guide.latestDeals")}
          intro={t("guide.latestDealsText")}
          link={[t("guide.allDeals"), "/auto-guide/current-deals"]}
          items={deals}
          columns="lg:grid-cols-3"
        >
          {(deal) => <DealListCard deal={deal} />}
        </GuideRow>
      ) : null}
    </div>
  );
}
