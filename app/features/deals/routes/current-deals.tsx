import { useNavigate } from "react-router";
import { DealListCard } from "~/features/deals/components/deal-list-card";
import { FilterForm, NoResults, ResultCount } from "~/shared/ui/filter-select";
import { ServerPart } from "~/shared/ui/server-part";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { PageHeader } from "~/shared/ui/page-header";
import { CardGrid } from "~/shared/ui/section";
import { anyOfField } from "~/shared/ui/filter-choice";
import { Pagination } from "~/shared/ui/pagination";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import { kigaliDate } from "~/shared/lib/dates";
import { dealQuery, dealSorts, parseDealFilters } from "~/features/deals/deal-list";
import { layoutText } from "~/features/layout/text/layout";
import { textFor } from "~/shared/i18n/text";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { seoMeta } from "~/shared/lib/meta";
import { pageParam } from "~/shared/lib/pagination";
import { guidePagesText } from "~/features/catalogue/text/guide-pages";
import { guideServerText } from "~/features/catalogue/text/guide-server";
import { pageNavigation } from "~/features/catalogue/car-list.server";
import { whereToBuyPart } from "~/features/dealers/where-to-buy-part.server";
import { listLiveDeals, liveDealChoices } from "~/features/catalogue/guide.server";
import type { Route } from "./+types/current-deals";

const PATH = "/auto-guide/current-deals";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context;
  const tLayout = textFor(layoutText, context.locale);
  const tPages = textFor(guidePagesText, context.locale);
  const tServer = textFor(guideServerText, context.locale);
  const url = new URL(request.url);
  const today = kigaliDate();
  const parsed = parseDealFilters(url.searchParams);
  // Live deals change with the back office and the date only: kept per day until their tables change.
  const choices = await context.keep(`deal-choices:${today}`, () => liveDealChoices(db, today));
  // A choice the form does not offer (no live deal has it, or no such brand) is ignored like any unknown value.
  const brand = choices.brands.find((b) => b.slug === parsed.brand)?.slug;
  const body = choices.bodies.find((b) => b === parsed.body);
  const energy = choices.energies.find((e) => e === parsed.energy);
  const filters = { sort: parsed.sort, brand, body, energy };
  const requested = pageParam(url.searchParams.get("page"));
  const key = [today, context.locale, requested, filters.sort, brand, body, energy].join(":");
  const { deals, page } = await context.keep(`deals:${key}`, () =>
    listLiveDeals(db, today, filters, requested, context.locale),
  );
  const filtered = Boolean(brand || body || energy);
  const brandChoice = choices.brands.find((b) => b.slug === brand);
  const trail = carGuideTrail(context.locale, [tLayout("menu.currentDeals"), PATH]);
  const siteUrl = context.env.SITE_URL;
  const seo = {
    title: page.page > 1 ? tServer("deals.titlePage", { page: page.page }) : tServer("deals.title"),
    description: tServer("deals.description", { count: page.total }),
    path: !filtered && page.page > 1 ? `${PATH}?page=${page.page}` : PATH,
    jsonLd: { "@context": "https://schema.org", ...breadcrumbList(siteUrl, trail) },
  };
  const total = page.total;
  return {
    breadcrumbs: breadcrumbItems(trail),
    /** The page's own text, resolved here so its dictionary stays on the server. */
    labels: {
      heading: tPages("deals.heading"),
      intro: tPages("deals.intro"),
      filters: tPages("deals.filters"),
      apply: tPages("deals.apply"),
      count: total === 1 ? tPages("deals.countOne") : tPages("deals.count", { count: total }),
      none: tPages("deals.none"),
      clear: tPages("deals.clear"),
    },
    /** The filter form's fields, each with its choices and the value in force. */
    fields: [
      anyOfField(
        "brand",
        tPages("deals.brand"),
        tPages("deals.anyBrand"),
        brand,
        choices.brands.map((b) => ({ value: b.slug, label: b.name })),
      ),
      anyOfField(
        "body",
        tPages("deals.body"),
        tPages("deals.anyBody"),
        body,
        choices.bodies.map((b) => ({ value: b, label: bodyLabels[b] })),
      ),
      anyOfField(
        "energy",
        tPages("deals.energy"),
        tPages("deals.anyEnergy"),
        energy,
        choices.energies.map((e) => ({ value: e, label: energyLabels[e] })),
      ),
      {
        name: "sort",
        label: tPages("deals.sort"),
        value: filters.sort as string,
        options: dealSorts.map((sort) => ({ value: sort, label: tPages(`deals.sort.${sort}`) })),
      },
    ],
    deals,
    /** With a brand chosen, the dealers that sell it. */
    whereToBuy: brandChoice
      ? await whereToBuyPart(context.parts, db, context.keep, context.env, brandChoice, context.locale)
      : null,
    pageNav: pageNavigation(page, url.search, context.locale),
    filtered,
    meta: [
      ...seoMeta(seo, siteUrl),
      // Filtered and re-sorted lists are views of this page, not pages of their own.
      ...(filtered || filters.sort !== "ending" ? [{ name: "robots", content: "noindex, follow" }] : []),
    ],
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function CurrentDeals({ loaderData }: Route.ComponentProps) {
  const { deals, fields, labels: text } = loaderData;
  const navigate = useNavigate();
  const clear = loaderData.filtered ? { label: text.clear, to: PATH } : null;
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={loaderData.breadcrumbs} />
      <PageHeader title={text.heading} intro={text.intro} />

      <FilterForm
        key={fields.map((field) => field.value).join()}
        fields={fields}
        idPrefix="deals"
        label={text.filters}
        columns="lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
        // With JavaScript, leave empty choices and the default sort out of the URL.
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(PATH + dealQuery(new FormData(event.currentTarget)), { preventScrollReset: true });
        }}
        apply={text.apply}
      />

      <ResultCount count={text.count} clear={deals.length ? clear : null} />

      {deals.length ? (
        <CardGrid items={deals} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(deal) => <DealListCard deal={deal} headingLevel={2} />}
        </CardGrid>
      ) : (
        <NoResults message={text.none} clear={clear} />
      )}
      <Pagination nav={loaderData.pageNav} />
      {loaderData.whereToBuy === null ? null : <ServerPart id="where-to-buy" html={loaderData.whereToBuy} />}
    </div>
  );
}
