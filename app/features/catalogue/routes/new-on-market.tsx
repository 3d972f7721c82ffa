import { CarList } from "~/features/catalogue/components/car-list";
import type { FilterField } from "~/features/catalogue/view";
import { ModelGrid } from "~/features/catalogue/components/model-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import type { CarSort } from "~/features/catalogue/car-filters";
import { addDays, formatDate, kigaliDate } from "~/shared/lib/dates";
import { seoMeta } from "~/shared/lib/meta";
import { tCarListsServer } from "~/features/catalogue/text/en/car-lists-server";
import { tGuideLists } from "~/features/catalogue/text/en/guide-lists";
import { loadCarList, modelCard } from "~/features/catalogue/car-list.server";
import type { Route } from "./+types/new-on-market";

const path = "/auto-guide/new-on-market";
const fields: FilterField[] = ["budget", "brand", "body", "energy"];
const sorts: CarSort[] = ["newest", "price-asc", "price-desc", "power"];

/** "New on the market" means launched in Rwanda within the last twelve months. */
const WINDOW_DAYS = 365;

export async function loader({ request, context }: Route.LoaderArgs) {
  const since = addDays(kigaliDate(), -WINDOW_DAYS);
  const { models, filtered, canonicalPath, list } = await loadCarList(context.db, new URL(request.url), {
    fields,
    sorts,
    defaultSort: "newest",
    fixed: { launchedSince: since },
  });
  return {
    list,
    cards: models.map((model) => {
      const card = modelCard(model, filtered);
      return {
        ...card,
        badge: model.launchedOn
          ? tCarListsServer("card.launched", { date: formatDate(model.launchedOn.slice(0, 7)) })
          : null,
      };
    }),
    breadcrumbs: breadcrumbItems(carGuideTrail([tGuideLists("new.crumb"), path])),
    meta: seoMeta(
      {
        title: tCarListsServer("new.title"),
        description: tCarListsServer("new.description"),
        path: canonicalPath,
      },
      context.env.SITE_URL,
    ),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function NewOnMarket({ loaderData: data }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={data.breadcrumbs} />
      <div className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{tGuideLists("new.heading")}</h1>
        <p className="mt-2 text-muted">{tGuideLists("new.intro")}</p>
      </div>
      <CarList list={data.list}>
        <ModelGrid models={data.cards} />
      </CarList>
    </div>
  );
}
