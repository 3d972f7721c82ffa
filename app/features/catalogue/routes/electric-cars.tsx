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
    loadCarList(context.db, new URL(request.url), config, locale),
    petrolConsumption(context.db),
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
    <article
      data-link-card
      className="card group flex h-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:border-accent-300"
    >
      <div className="bg-gradient-to-b from-raised to-surface px-4 pt-3">
        <CardPicture picture={car.picture} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 pt-2">
        <div>
          <CardHeading to={modelPath(car.brand, car)} level={2}>
            {car.brand.name} {car.name}
          </CardHeading>
          <p className="font-semibold text-accent-700 dark:text-accent-300">{car.priceText}</p>
        </div>
        <ul className="grid grid-cols-3 gap-2 text-center text-xs">
          {car.stats.map((stat, i) =>
            stat ? (
              <li key={stat} className="rounded-xl bg-raised px-1.5 py-2">
                <Icon name={statIcons[i]!} className="mx-auto mb-1 size-4 text-ok" />
                <span className="font-semibold">{stat}</span>
              </li>
            ) : (
              <li key={i} aria-hidden="true" />
            ),
          )}
        </ul>
        {car.cost ? (
          <div className="mt-auto rounded-xl border border-line p-3 text-sm">
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-semibold leading-tight">{t("ev.costHeading")}</span>
              <span className="whitespace-nowrap rounded-full bg-ok/15 px-2 py-0.5 text-xs font-bold text-ok">
                {car.cost.saving}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-2 gap-y-1">
              <dt>{t("ev.thisCar")}</dt>
              <dd className="whitespace-nowrap text-right font-bold">{car.cost.ev}</dd>
              <dt className="text-muted">{car.cost.petrolLabel}</dt>
              <dd className="whitespace-nowrap text-right font-semibold text-muted">{car.cost.petrol}</dd>
            </dl>
            <div className="mt-2 h-2 rounded-full bg-muted/40" aria-hidden="true">
              <div className="h-2 rounded-full bg-ok" style={{ width: `${car.cost.share}%` }} />
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
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-3">
        {data.cards.map((car) => (
          <li key={car.id}>
            <ElectricCard car={car} />
          </li>
        ))}
      </ul>
    </CarListPage>
  );
}
