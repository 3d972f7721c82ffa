import { useNavigate } from "react-router";
import { DealerCard } from "~/features/dealers/components/dealer-card";
import { FilterForm, NoResults, ResultCount } from "~/shared/ui/filter-select";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { PageHeader } from "~/shared/ui/page-header";
import { anyOfField } from "~/shared/ui/filter-choice";
import { Pagination } from "~/shared/ui/pagination";
import { breadcrumbItems, type Trail } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import { dealerServices, parseDealerFilters } from "~/features/dealers/dealers";
import { dealQuery } from "~/features/deals/deal-list";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { seoMeta } from "~/shared/lib/meta";
import { pageParam } from "~/shared/lib/pagination";
import { dealersText } from "~/features/dealers/text/dealers";
import { layoutText } from "~/features/layout/text/layout";
import { textFor } from "~/shared/i18n/text";
import { pageNavigation } from "~/features/catalogue/car-list.server";
import { dealerChoices, dealerClock, listDealers } from "~/features/dealers/dealers.server";
import type { Route } from "./+types/dealer-directory";

/** The directory's own address; /auto-guide/dealers shows the same list inside the car guide. */
const DIRECTORY_PATH = "/dealerships";
const GUIDE_PATH = "/auto-guide/dealers";

/** /dealerships and /auto-guide/dealers: every dealer, filtered by brand, district, service and open now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context;
  const tLayout = textFor(layoutText, context.locale);
  const t = textFor(dealersText, context.locale);
  const url = new URL(request.url);
  const inGuide = url.pathname.replace(/\/$/, "") === GUIDE_PATH;
  const path = inGuide ? GUIDE_PATH : DIRECTORY_PATH;
  const choices = await dealerChoices(db);
  const filters = parseDealerFilters(url.searchParams, {
    brands: choices.brands.map((b) => b.slug),
    districts: choices.districts,
  });
  const { dealers, page } = await listDealers(
    db,
    filters,
    dealerClock(env),
    pageParam(url.searchParams.get("page")),
    env.SITE_NAME,
    context.locale,
  );
  const filtered = Boolean(filters.brand || filters.district || filters.service || filters.openNow);
  const heading: Trail[number] = [tLayout("menu.dealers"), path];
  const trail: Trail = inGuide
    ? carGuideTrail(context.locale, heading)
    : [[tLayout("menu.home"), "/"], heading];
  const total = page.total;
  const seo = {
    title: page.page > 1 ? t("directory.titlePage", { page: page.page }) : t("directory.title"),
    description: t("directory.description", { count: total }),
    // Both addresses show one list: the directory's own is the one to index.
    path: !filtered && page.page > 1 ? `${DIRECTORY_PATH}?page=${page.page}` : DIRECTORY_PATH,
    jsonLd: { "@context": "https://schema.org", ...breadcrumbList(env.SITE_URL, trail) },
  };
  return {
    path,
    breadcrumbs: breadcrumbItems(trail),
    labels: {
      heading: t("directory.heading"),
      intro: t("directory.intro"),
      filters: t("directory.filters"),
      openNow: t("directory.openNow"),
      apply: t("directory.apply"),
      count: total === 1 ? t("directory.countOne") : t("directory.count", { count: total }),
      none: t("directory.none"),
      clear: t("directory.clear"),
    },
    card: {
      call: t("card.call"),
      whatsapp: t("card.whatsapp"),
      brands: t("card.brands"),
      services: t("detail.services"),
    },
    fields: [
      anyOfField(
        "brand",
        t("directory.brand"),
        t("directory.anyBrand"),
        filters.brand,
        choices.brands.map((b) => ({ value: b.slug, label: b.name })),
      ),
      anyOfField(
        "district",
        t("directory.district"),
        t("directory.anyDistrict"),
        filters.district,
        choices.districts.map((d) => ({ value: d, label: d })),
      ),
      anyOfField(
        "service",
        t("directory.service"),
        t("directory.anyService"),
        filters.service,
        dealerServices.map((s) => ({ value: s, label: t(`service.${s}`) })),
      ),
    ],
    openNow: filters.openNow,
    filtered,
    dealers,
    pageNav: pageNavigation(page, url.search, context.locale),
    meta: [
      ...seoMeta(seo, env.SITE_URL),
      ...(filtered ? [{ name: "robots", content: "noindex, follow" }] : []),
    ],
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function DealerDirectory({ loaderData }: Route.ComponentProps) {
  const { dealers, fields, labels: text, path } = loaderData;
  const clear = loaderData.filtered ? { label: text.clear, to: path } : null;
  const navigate = useNavigate();
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={loaderData.breadcrumbs} />
      <PageHeader title={text.heading} intro={text.intro} />

      <FilterForm
        key={[...fields.map((field) => field.value), loaderData.openNow].join()}
        fields={fields}
        idPrefix="dealers"
        label={text.filters}
        action={path}
        columns="lg:grid-cols-[repeat(3,minmax(0,1fr))_auto_auto]"
        // With JavaScript, leave empty choices out of the URL.
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(path + dealQuery(new FormData(event.currentTarget)), { preventScrollReset: true });
        }}
        apply={text.apply}
      >
        <label className="flex min-h-11 cursor-pointer items-center gap-2 self-end rounded-xl border border-line px-3 font-semibold lg:min-h-[2.875rem]">
          <input
            type="checkbox"
            name="open"
            value="1"
            defaultChecked={loaderData.openNow}
            className="size-5 accent-accent-600"
          />
          {text.openNow}
        </label>
      </FilterForm>

      <ResultCount count={text.count} clear={dealers.length ? clear : null} />

      {dealers.length ? (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dealers.map((dealer) => (
            <li key={dealer.id}>
              <DealerCard dealer={dealer} labels={loaderData.card} />
            </li>
          ))}
        </ul>
      ) : (
        <NoResults message={text.none} clear={clear} />
      )}
      <Pagination nav={loaderData.pageNav} />
    </div>
  );
}
