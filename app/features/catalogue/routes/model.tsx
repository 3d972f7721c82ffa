import { Link, redirect } from "react-router";
import { CarHero } from "~/features/catalogue/components/car-page";
import { ModelGrid } from "~/features/catalogue/components/model-card";
import { CompareButton } from "~/features/comparator/components/compare-button";
import { ModelReviews } from "~/features/reviews/components/model-reviews";
import { ModelReviewsBody } from "~/features/reviews/components/model-reviews-body";
import { pagePictures } from "~/features/catalogue/car-art";
import { keyFigures } from "~/features/catalogue/key-figures";
import { kigaliDate, formatDate } from "~/shared/lib/dates";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { guideTrail } from "~/features/catalogue/trails";
import { breadcrumbList, offersFor } from "~/shared/lib/jsonld";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { brandPath, modelPath, versionPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { formatPrice } from "~/shared/lib/price";
import { priceRangeText } from "~/features/catalogue/price-range";
import { idSlugParam } from "~/shared/http/route-params";
import { specGroups } from "~/features/catalogue/specs";
import {
  parseVersionSort,
  sortVersions,
  versionSorts,
  type VersionSort,
} from "~/features/catalogue/version-sort";
import { modelPageText, type ModelPageMessages } from "~/features/catalogue/text/model-page";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { whereToBuyPart } from "~/features/dealers/where-to-buy-part.server";
import { serverPart } from "~/shared/http/server-part.server";
import { ServerPart } from "~/shared/ui/server-part";
import { breadcrumbsPart, dealsPart, jsonLdPart } from "~/features/catalogue/page-parts.server";
import { getModelPage } from "~/features/catalogue/models.server";
import { modelReviewsSection } from "~/features/reviews/review-pages.server";
import { missingItem } from "~/features/catalogue/http.server";
import { GetPrice } from "~/features/leads/components/get-price";
import { getPriceView } from "~/features/leads/get-price";
import { leadText } from "~/features/leads/text/leads";
import type { ModelReviewsPart } from "~/features/reviews/view";
import type { Route } from "./+types/model";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { id, slug } = idSlugParam(params.modelParam, request, context.locale);
  const { locale } = context;
  // The model's catalogue data changes with the back office, not with visitors: kept until its tables change.
  const today = kigaliDate();
  const page = await context.keep(`model-page:${id}:${today}:${locale}`, () =>
    getModelPage(context.db, id, today, locale),
  );
  if (!page) return missingItem(context, request, { modelId: id });
  const url = new URL(request.url);
  const { brand, model } = page;
  const path = modelPath(brand, model);
  if (params.slug !== brand.slug || slug !== model.slug) throw redirect(path + url.search, 301);
  const sort = parseVersionSort(url.searchParams.get("sort"));
  const prices = page.versions.map((v) => v.priceRwf);
  const minPrice = prices.length ? Math.min(...prices) : null;
  const maxPrice = prices.length ? Math.max(...prices) : null;
  const siteUrl = context.env.SITE_URL;
  const tServer = textFor(catalogueServerText, locale);
  const tPage = textFor(modelPageText, locale);
  const trail = guideTrail(locale, [brand.name, brandPath(brand)], [model.name, path]);
  const names = { brand: brand.name, model: model.name };
  const { pictures, socialPath } = pagePictures(model, page.photos, {
    photo: tServer("model.photo", names),
    drawing: tServer("model.picture", names),
    gallery: tServer("model.photos", names),
  });
  const image = `${siteUrl}${socialPath}`;
  const gearbox = specGroups.flatMap((g) => g.rows).find((r) => r.key === "transmission")!;
  // Its text names the car and links by the slugs: those are part of the key, the reviews are what it reads.
  const reviewsKey = [model.id, brand.slug, brand.name, model.slug, model.name, locale].join(":");
  const reviews = await context.keep(`model-reviews:${reviewsKey}`, () =>
    modelReviewsSection(context.db, brand, model, locale),
  );
  return {
    /** What the page's links and headings need; the rest of the rows stays on the server. */
    brand: { id: brand.id, slug: brand.slug, name: brand.name },
    model: { id: model.id, slug: model.slug, name: model.name },
    about: model.description
      ? serverPart(
          context.parts,
          "model-about",
          <ModelAbout heading={tPage("model.about", { model: model.name })} text={model.description} />,
        )
      : null,
    pictures,
    deals: dealsPart(context.parts, page.deals, tServer("model.deals")),
    /** "Get a price from a dealer" about the model, with the monthly payment from its cheapest version. */
    lead: getPriceView(
      textFor(leadText, locale),
      {
        name: `${brand.name} ${model.name}`,
        brandId: brand.id,
        brand: brand.name,
        modelId: model.id,
        versionId: null,
        page: path,
      },
      minPrice,
      true,
    ),
    whereToBuy: await whereToBuyPart(
      context.parts,
      context.db,
      context.keep,
      context.env,
      brand,
      context.locale,
    ),
    /** Cards of links, pictures and text: a server part (decision 0028). */
    similar: page.similar.length
      ? serverPart(
          context.parts,
          "model-similar",
          <ModelGrid
            models={page.similar}
            className="model-rows mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4"
            headingLevel={3}
          />,
        )
      : null,
    reviews: {
      heading: reviews.text.heading,
      write: reviews.text.write,
      writeHref: reviews.writeHref,
      body: serverPart(context.parts, "model-reviews", <ModelReviewsBody section={reviews} />),
    } satisfies ModelReviewsPart,
    sort,
    breadcrumbs: breadcrumbsPart(context.parts, breadcrumbItems(trail), locale),
    priceNote: prices.length ? tServer("price.taxes") : null,
    priceText: prices.length ? priceRangeText(tServer, minPrice, maxPrice) : tServer("price.noneOnSale"),
    /** The page's own text: its dictionary stays on the server. */
    text: messagesFor(locale, modelPageText),
    versionCountText:
      page.versions.length === 1
        ? tServer("model.versionCountOne")
        : tServer("model.versionCount", { count: page.versions.length }),
    sortLinks: versionSorts.map((value) => ({
      value,
      label: sortLabels[value],
      href: value === "price" ? "?" : `?sort=${value}`,
    })),
    chips: [
      bodyLabels[model.body],
      energyLabels[model.energy],
      ...(model.launchedOn
        ? [tServer("model.launched", { date: formatDate(model.launchedOn.slice(0, 7)) })]
        : []),
    ],
    keyFigures: keyFigures(tServer, page.versions),
    versions: sortVersions(page.versions, sort).map((v) => ({
      id: v.id,
      name: v.name,
      slug: v.slug,
      energy: energyLabels[v.energy],
      powerHp: v.powerHp,
      price: formatPrice(v.priceRwf, { currency: true }),
      gearbox: gearbox.display(v),
      usage: v.electricRangeKm
        ? `${v.electricRangeKm} km`
        : v.consumptionL100
          ? `${v.consumptionL100.toFixed(1)} l/100 km`
          : "–",
    })),
    jsonLd: jsonLdPart(context.parts, {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": ["Product", "Car"],
          name: `${brand.name} ${model.name}`,
          brand: { "@type": "Brand", name: brand.name },
          model: model.name,
          bodyType: bodyLabels[model.body],
          description: model.description ?? undefined,
          image,
          url: `${siteUrl}${path}`,
          offers: offersFor({ min: minPrice, max: maxPrice }, `${siteUrl}${path}`),
          aggregateRating: reviews.aggregateRating,
        },
        breadcrumbList(siteUrl, trail),
      ],
    }),
    meta: seoMeta(
      {
        title: tServer("model.title", names),
        description: tServer("model.description", {
          ...names,
          count: page.versions.length,
          price: priceRangeText(tServer, minPrice, null, "from"),
        }),
        path,
        image,
      },
      siteUrl,
    ),
  };
}

/** The model's description, text only: a server part. */
function ModelAbout({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="mt-10 max-w-3xl" aria-labelledby="model-about">
      <h2 id="model-about" className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-3 leading-7 text-muted">{text}</p>
    </section>
  );
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

const sortLabels: Record<VersionSort, string> = {
  price: "Price: low to high",
  "price-desc": "Price: high to low",
  power: "Power",
  consumption: "Consumption",
};

/** The versions table's columns of plain text, before the price and the compare button. */
const textColumns = ["version", "energy", "power", "gearbox", "consumption"] as const;

export default function Model({ loaderData: page }: Route.ComponentProps) {
  const t = useText<ModelPageMessages>();
  const { brand, model, versions } = page;
  return (
    <div className="container-page py-6 sm:py-10">
      <ServerPart id="breadcrumbs" html={page.breadcrumbs} />

      <CarHero
        pictures={page.pictures}
        eyebrow={{ label: brand.name, to: brandPath(brand) }}
        heading={`${brand.name} ${model.name}`}
        chips={page.chips}
        price={page.priceText}
        figures={page.keyFigures}
        priceNote={page.priceNote}
        action={<GetPrice offer={page.lead} />}
      />

      {page.about === null ? null : <ServerPart id="model-about" html={page.about} />}
      <ServerPart id="json-ld" html={page.jsonLd} />

      <section className="mt-10" aria-labelledby="model-versions">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="model-versions" className="text-2xl font-extrabold tracking-tight">
            {t("model.versions")}{" "}
            <span className="text-base font-semibold text-muted">({page.versionCountText})</span>
          </h2>
          {versions.length > 1 ? (
            <nav aria-label={t("model.sortBy")} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold text-muted">{t("model.sortBy")}:</span>
              {page.sortLinks.map(({ value: sort, label, href }) => (
                <Link
                  key={sort}
                  to={href}
                  preventScrollReset
                  aria-current={page.sort === sort ? "true" : undefined}
                  className={`rounded-full border px-2.5 py-1 text-xs font-semibold sm:px-3 sm:py-1.5 sm:text-sm ${
                    page.sort === sort
                      ? "border-accent-600 bg-accent-600 text-white"
                      : "border-line hover:bg-raised"
                  }`}
                >
                  {label}
                </Link>
              ))}
            </nav>
          ) : null}
        </div>
        {versions.length === 0 ? (
          <p className="mt-4 text-muted">{t("model.noVersions")}</p>
        ) : (
          <div className="versions-box">
            <table className="versions">
              <thead>
                <tr>
                  {textColumns.map((column) => (
                    <th key={column} scope="col">
                      {t(`model.col.${column}`)}
                    </th>
                  ))}
                  <th scope="col">{t("model.col.price")}</th>
                  <th scope="col">
                    <span className="sr-only">{t("model.col.compare")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {versions.map((version) => (
                  <tr key={version.id} data-link-card>
                    <th scope="row">
                      <Link to={versionPath(brand, model, version)}>{version.name}</Link>
                    </th>
                    <td>{version.energy}</td>
                    <td>{version.powerHp} hp</td>
                    <td>{version.gearbox}</td>
                    <td>{version.usage}</td>
                    <td>{version.price}</td>
                    <td>
                      <CompareButton
                        versionId={version.id}
                        name={`${brand.name} ${model.name} ${version.name}`}
                        compact
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {page.deals === null ? null : <ServerPart id="deals" html={page.deals} />}

      <ServerPart id="where-to-buy" html={page.whereToBuy} />

      <ModelReviews reviews={page.reviews} />

      {page.similar === null ? null : (
        <section className="mt-10" aria-labelledby="model-similar">
          <h2 id="model-similar" className="text-2xl font-extrabold tracking-tight">
            {t("model.similar")}
          </h2>
          <ServerPart id="model-similar" html={page.similar} />
        </section>
      )}
    </div>
  );
}
