import { Link } from "react-router";
import { CarList } from "~/features/catalogue/components/car-list";
import type { FilterField } from "~/features/catalogue/view";
import { ModelGrid } from "~/features/catalogue/components/model-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { guideTrail } from "~/features/catalogue/trails";
import { carSorts } from "~/features/catalogue/car-filters";
import { brandPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { carListsServerText } from "~/features/catalogue/text/car-lists-server";
import { listsText } from "~/features/catalogue/text/lists";
import { searchText } from "~/features/search/text/search";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { loadCarList, modelCard } from "~/features/catalogue/car-list.server";
import { searchBrands } from "~/features/search/search.server";
import type { Route } from "./+types/new-cars-search";

const fields: FilterField[] = ["q", "budget", "brand", "body", "energy", "transmission", "drive", "seats"];
const config = {
  fields,
  sorts: carSorts.filter((sort) => sort !== "range"),
  defaultSort: "relevance",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const tList = textFor(carListsServerText, locale);
  const tPage = textFor(searchText, locale);
  const { models, filtered, canonicalPath, list } = await loadCarList(
    context.db,
    context.keep,
    new URL(request.url),
    config,
    locale,
  );
  const { q } = list.filters;
  const matchingBrands = q ? await searchBrands(context.db, q, 6) : [];
  const title = q ? tList("search.titleFor", { q }) : tList("search.title");
  const meta = seoMeta(
    { title, description: tList("search.description"), path: canonicalPath },
    context.env.SITE_URL,
  );
  const narrowed = new URL(request.url).search.length > 1;
  return {
    list,
    /** The page's own text, resolved here so its dictionary stays on the server. */
    heading: q ? tPage("search.titleFor", { q }) : tPage("search.title"),
    intro: tPage("search.intro"),
    brandsHeading: tPage("search.brands"),
    cards: models.map((model) => modelCard(model, filtered, locale)),
    matchingBrands,
    breadcrumbs: breadcrumbItems(guideTrail(locale, [tPage("search.crumb"), "/new-cars/search"])),
    /** The list frame's text (CarList). */
    text: messagesFor(locale, listsText),
    meta: narrowed ? [...meta, { name: "robots", content: "noindex, follow" }] : meta,
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function NewCarsSearch({ loaderData: data }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{data.heading}</h1>
      <p className="mt-2 max-w-2xl text-muted">{data.intro}</p>

      {data.matchingBrands.length ? (
        <section aria-labelledby="search-brands" className="mt-6">
          <h2 id="search-brands" className="mb-3 text-sm font-bold uppercase tracking-wide text-muted">
            {data.brandsHeading}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {data.matchingBrands.map((brand) => (
              <li key={brand.id}>
                <Link
                  to={brandPath(brand)}
                  className="card inline-flex min-h-11 items-center px-4 font-semibold hover:border-accent-300 hover:text-link"
                >
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <CarList list={data.list}>
        <ModelGrid models={data.cards} />
      </CarList>
    </div>
  );
}
