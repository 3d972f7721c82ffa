import { CarListPage } from "~/features/catalogue/components/car-list-page";
import type { FilterField } from "~/features/catalogue/view";
import { CardHeading } from "~/shared/ui/card";
import { CardPicture } from "~/shared/ui/picture";
import { Icon } from "~/shared/ui/icon";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import type { CarSort } from "~/features/catalogue/car-filters";
import { costPer100Km, savingPercent } from "~/features/catalogue/energy-cost";
import { bodyLabels } from "~/shared/lib/labels";
import { modelPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { formatPrice } from "~/shared/lib/price";
import { carListsServerText } from "~/features/catalogue/text/car-lists-server";
import { listsText } from "~/features/catalogue/text/lists";
import { electricText, type ElectricMessages } from "~/features/catalogue/text/electric";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { loadCarList, modelCard } from "~/features/catalogue/car-list.server";
import { petrolConsumption } from "~/features/catalogue/finder.server";
import type { Route } from "./+types/electric-cars";

const path = "/auto-guide/electric-cars";
const fields: FilterField[] = ["budget", "brand", "body", "drive", "seats"];
const sorts: CarSort[] = ["price-asc", "price-desc", "range", "power", "newest"];
const config = { fields, sorts, defaultSort: "price-asc", fixed: { energy: "electric" } } as const;

const rwf = (n: number) => formatPrice(n, { currency: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const tList = textFor(carListsServerText, locale);
  const tPage = textFor(electricText, locale);
  const [{ models, filtered, canonicalPath, list }, petrol] = await Promise.all([
    loadCarList(context.db, context.keep, new URL(request.url), config, locale),
    context.keep("petrol-consumption", () => petrolConsumption(context.db)),
  ]);
  const { ELECTRICITY_RWF_PER_KWH: kwhPrice, PETROL_RWF_PER_LITRE: litrePrice } = context.env;
  const cards = models.map((model) => {
    const petrolL100 = petrol.byBody.get(model.body) ?? petrol.overall;
    const evCost = model.minKwh100 ? costPer100Km(model.minKwh100, kwhPrice) : 0;
    const petrolCost = costPer100Km(petrolL100, litrePrice);
    return {
      ...modelCard(model, filtered, locale),
      stats: [
        model.maxRangeKm ? tPage("ev.range", { km: model.maxRangeKm }) : null,
        model.maxBatteryKwh ? tPage("ev.battery", { kwh: model.maxBatteryKwh }) : null,
        model.maxDcChargeKw
          ? tPage("ev.dc", { kw: model.maxDcChargeKw })
          : model.maxAcChargeKw
            ? tPage("ev.ac", { kw: model.maxAcChargeKw })
            : null,
      ],
      cost: evCost
        ? {
            ev: rwf(evCost),
            petrol: rwf(petrolCost),
            /** Bar width of the electric cost against the petrol one, in percent. */
            share: Math.max(4, Math.round((evCost / petrolCost) * 100)),
            saving: tPage("ev.saving", { percent: savingPercent(evCost, petrolCost) }),
            petrolLabel: tPage("ev.petrolCar", {
              body: bodyLabels[model.body],
              l100: petrolL100.toFixed(1),
            }),
          }
        : null,
    };
  });
  return {
    list,
    cards,
    prices: tPage("intro.prices", { kwh: formatPrice(kwhPrice), litre: formatPrice(litrePrice) }),
    breadcrumbs: breadcrumbItems(carGuideTrail(locale, [tPage("crumb"), path])),
    text: messagesFor(locale, electricText, listsText),
    meta: seoMeta(
      {
        title: tList("electric.title"),
        description: tList("electric.description"),
        path: canonicalPath,
      },
      context.env.SITE_URL,
    ),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

type Card = Route.ComponentProps["loaderData"]["cards"][number];

function ElectricCard({ car }: { car: Card }) {
  const t = useText<ElectricMessages>();
  const statIcons = ["gauge", "battery-charging", "zap"] as const;
  return (
    <article data-link-card className="model-card group">
      <div className="model-card-pic">
        <CardPicture picture={car.picture} />
      </div>
      <div className="model-card-body">
        <CardHeading to={modelPath(car.brand, car)} level={2} className="">
          {car.brand.name} {car.name}
        </CardHeading>
        <p className="model-card-price">{car.priceText}</p>
        <ul className="ev-stats">
          {car.stats.map((stat, i) =>
            stat ? (
              <li key={stat}>
                <Icon name={statIcons[i]!} className="ev-icon" />
                {stat}
              </li>
            ) : (
              <li key={i} aria-hidden="true" />
            ),
          )}
        </ul>
        {car.cost ? (
          <div className="ev-cost">
            <p>
              <span>{t("ev.costHeading")}</span>
              <span>{car.cost.saving}</span>
            </p>
            <dl>
              <dt>{t("ev.thisCar")}</dt>
              <dd>{car.cost.ev}</dd>
              <dt>{car.cost.petrolLabel}</dt>
              <dd>{car.cost.petrol}</dd>
            </dl>
            <div aria-hidden="true">
              <div style={{ width: `${car.cost.share}%` }} />
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}

export default function ElectricCars({ loaderData: data }: Route.ComponentProps) {
  const t = useText<ElectricMessages>();
  return (
    <CarListPage
      list={data.list}
      breadcrumbs={data.breadcrumbs}
      title={t("heading")}
      intro={t("intro")}
      note={data.prices}
    >
      <ul className="model-list model-rows">
        {data.cards.map((car) => (
          <li key={car.id}>
            <ElectricCard car={car} />
          </li>
        ))}
      </ul>
    </CarListPage>
  );
}
