import { CarListPage } from "~/features/catalogue/components/car-list-page";
import type { FilterField } from "~/features/catalogue/view";
import { ModelGrid } from "~/features/catalogue/components/model-card";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import type { CarSort } from "~/features/catalogue/car-filters";
import { addDays, formatDate, kigaliDate } from "~/shared/lib/dates";
import { seoMeta } from "~/shared/lib/meta";
import { carListsServerText } from "~/features/catalogue/text/car-lists-server";
import { listsText } from "~/features/catalogue/text/lists";
import { guideListsText, type GuideListsMessages } from "~/features/catalogue/text/guide-lists";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { loadCarList, modelCard } from "~/features/catalogue/car-list.server";
import type { Route } from "./+types/new-on-market";

const path = "/auto-guide/new-on-market";
const fields: FilterField[] = ["budget", "brand", "body", "energy"];
const sorts: CarSort[] = ["newest", "price-asc", "price-desc", "power"];

/** "New on the market" means launched in Rwanda within the last twelve months. */
const WINDOW_DAYS = 365;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const tList = textFor(carListsServerText, locale);
  const tPage = textFor(guideListsText, locale);
  const since = addDays(kigaliDate(), -WINDOW_DAYS);
  const { models, filtered, canonicalPath, list } = await loadCarList(
    context.db,
    context.keep,
    new URL(request.url),
    {
      fields,
      sorts,
      defaultSort: "newest",
      fixed: { launchedSince: since },
    },
    locale,
  );
  return {
    list,
    cards: models.map((model) => {
      const card = modelCard(model, filtered, locale);
      return {
        ...card,
        badge: model.launchedOn
          ? tList("card.launched", { date: formatDate(model.launchedOn.slice(0, 7)) })
          : null,
      };
    }),
    breadcrumbs: breadcrumbItems(carGuideTrail(locale, [tPage("new.crumb"), path])),
    text: messagesFor(locale, guideListsText, listsText),
    meta: seoMeta(
      {
        title: tList("new.title"),
        description: tList("new.description"),
        path: canonicalPath,
      },
      context.env.SITE_URL,
    ),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function NewOnMarket({ loaderData: data }: Route.ComponentProps) {
  const t = useText<GuideListsMessages>();
  return (
    <CarListPage
      list={data.list}
      breadcrumbs={data.breadcrumbs}
      title={t("new.heading")}
      intro={t("new.intro")}
    >
      <ModelGrid models={data.cards} />
    </CarListPage>
  );
}
