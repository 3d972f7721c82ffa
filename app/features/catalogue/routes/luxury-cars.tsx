import { CarListPage } from "~/features/catalogue/components/car-list-page";
import type { FilterField } from "~/features/catalogue/view";
import { ModelGrid } from "~/features/catalogue/components/model-card";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import type { CarSort } from "~/features/catalogue/car-filters";
import { seoMeta } from "~/shared/lib/meta";
import { carListsServerText } from "~/features/catalogue/text/car-lists-server";
import { listsText } from "~/features/catalogue/text/lists";
import { guideListsText, type GuideListsMessages } from "~/features/catalogue/text/guide-lists";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { loadCarList, modelCard } from "~/features/catalogue/car-list.server";
import type { Route } from "./+types/luxury-cars";

const path = "/auto-guide/luxury-cars";
const fields: FilterField[] = ["budget", "brand", "body", "energy"];
const sorts: CarSort[] = ["price-desc", "price-asc", "power", "newest"];
const config = { fields, sorts, defaultSort: "price-desc", fixed: { luxury: true } } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const tList = textFor(carListsServerText, locale);
  const tPage = textFor(guideListsText, locale);
  const { models, filtered, canonicalPath, list } = await loadCarList(
    context.db,
    context.keep,
    new URL(request.url),
    config,
    locale,
  );
  return {
    list,
    cards: models.map((model) => modelCard(model, filtered, locale)),
    breadcrumbs: breadcrumbItems(carGuideTrail(locale, [tPage("luxury.crumb"), path])),
    text: messagesFor(locale, guideListsText, listsText),
    meta: seoMeta(
      {
        title: tList("luxury.title"),
        description: tList("luxury.description"),
        path: canonicalPath,
      },
      context.env.SITE_URL,
    ),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function LuxuryCars({ loaderData: data }: Route.ComponentProps) {
  const t = useText<GuideListsMessages>();
  return (
    <CarListPage
      list={data.list}
      breadcrumbs={data.breadcrumbs}
      title={t("luxury.heading")}
      intro={t("luxury.intro")}
    >
      <ModelGrid models={data.cards} />
    </CarListPage>
  );
}
