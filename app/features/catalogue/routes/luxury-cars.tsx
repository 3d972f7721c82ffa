import { CarList } from "~/features/catalogue/components/car-list";
import type { FilterField } from "~/features/catalogue/view";
import { ModelGrid } from "~/features/catalogue/components/model-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import type { CarSort } from "~/features/catalogue/car-filters";
import { seoMeta } from "~/shared/lib/meta";
import { tCarListsServer } from "~/features/catalogue/text/en/car-lists-server";
import { tGuideLists } from "~/features/catalogue/text/en/guide-lists";
import { loadCarList, modelCard } from "~/features/catalogue/car-list.server";
import type { Route } from "./+types/luxury-cars";

const path = "/auto-guide/luxury-cars";
const fields: FilterField[] = ["budget", "brand", "body", "energy"];
const sorts: CarSort[] = ["price-desc", "price-asc", "power", "newest"];
const config = { fields, sorts, defaultSort: "price-desc", fixed: { luxury: true } } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { models, filtered, canonicalPath, list } = await loadCarList(
    context.db,
    new URL(request.url),
    config,
  );
  return {
    list,
    cards: models.map((model) => modelCard(model, filtered)),
    breadcrumbs: breadcrumbItems(carGuideTrail([tGuideLists("luxury.crumb"), path])),
    meta: seoMeta(
      {
        title: tCarListsServer("luxury.title"),
        description: tCarListsServer("luxury.description"),
        path: canonicalPath,
      },
      context.env.SITE_URL,
    ),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function LuxuryCars({ loaderData: data }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={data.breadcrumbs} />
      <div className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {tGuideLists("luxury.heading")}
        </h1>
        <p className="mt-2 text-muted">{tGuideLists("luxury.intro")}</p>
      </div>
      <CarList list={data.list}>
        <ModelGrid models={data.cards} />
      </CarList>
    </div>
  );
}
