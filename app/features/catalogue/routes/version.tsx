import { Link, redirect } from "react-router";
import { CarHero } from "~/features/catalogue/components/car-page";
import { breadcrumbsPart, dealsPart, jsonLdPart } from "~/features/catalogue/page-parts.server";
import { ServerPart } from "~/shared/ui/server-part";
import { CompareButton } from "~/features/comparator/components/compare-button";
import { Icon } from "~/shared/ui/icon";
import { Facts } from "~/shared/ui/facts";
import { Section } from "~/shared/ui/section";
import { pagePictures } from "~/features/catalogue/car-art";
import { keyFigures } from "~/features/catalogue/key-figures";
import { kigaliDate } from "~/shared/lib/dates";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { guideTrail } from "~/features/catalogue/trails";
import { breadcrumbList, offersFor } from "~/shared/lib/jsonld";
import { bodyLabels, energyLabels } from "~/shared/lib/labels";
import { brandPath, modelPath, versionPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { formatPrice } from "~/shared/lib/price";
import { idSlugParam } from "~/shared/http/route-params";
import { rowsWithValues, specGroups } from "~/features/catalogue/specs";
import { versionPageText, type VersionPageMessages } from "~/features/catalogue/text/version-page";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { getVersionPage } from "~/features/catalogue/models.server";
import { priceHistory } from "~/features/catalogue/price-history";
import { equipmentSheet } from "~/features/catalogue/equipment-view";
import { equipmentText } from "~/features/catalogue/text/equipment";
import { missingItem } from "~/features/catalogue/http.server";
import { GetPrice } from "~/features/leads/components/get-price";
import { getPriceView } from "~/features/leads/get-price";
import { leadText } from "~/features/leads/text/leads";
import type { Route } from "./+types/version";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { id, slug } = idSlugParam(params.versionParam, request, context.locale);
  const { locale } = context;
  // Kept until its tables change, as the model page's (decision 0026).
  const today = kigaliDate();
  const page = await context.keep(`version-page:${id}:${today}:${locale}`, () =>
    getVersionPage(context.db, id, today, locale),
  );
  if (!page) return missingItem(context, request, { versionId: id });
  const { brand, model, version } = page;
  const path = versionPath(brand, model, version);
  if (params.slug !== brand.slug || params.modelSlug !== model.slug || slug !== version.slug) {
    throw redirect(path + new URL(request.url).search, 301);
  }
  const siteUrl = context.env.SITE_URL;
  const tServer = textFor(catalogueServerText, locale);
  const trail = guideTrail(
    locale,
    [brand.name, brandPath(brand)],
    [model.name, modelPath(brand, model)],
    [version.name, path],
  );
  const names = { brand: brand.name, model: model.name, version: version.name };
  const fullName = `${brand.name} ${model.name} ${version.name}`;
  // The version's own photos, else its model's (named as the model's), else the drawing.
  const { pictures, socialPath } = pagePictures(model, page.photos, {
    photo: tServer(page.ownPhotos ? "version.photo" : "model.photo", names),
    drawing: tServer("model.picture", names),
    gallery: tServer(page.ownPhotos ? "version.photos" : "model.photos", names),
  });
  const image = `${siteUrl}${socialPath}`;
  return {
    brand,
    model: { id: model.id, name: model.name, slug: model.slug },
    pictures,
    /** "Get a price from a dealer" about the version, with its monthly payment. */
    lead: getPriceView(
      textFor(leadText, locale),
      {
        name: fullName,
        brandId: brand.id,
        brand: brand.name,
        modelId: model.id,
        versionId: version.id,
        page: path,
      },
      version.priceRwf,
    ),
    /** Above the name: the model, linking to its page. */
    eyebrow: { label: `${brand.name} ${model.name}`, to: modelPath(brand, model) },
    version: {
      id: version.id,
      name: version.name,
      fullName,
      slug: version.slug,
      price: formatPrice(version.priceRwf, { currency: true }),
      equipment: equipmentSheet(version.equipment, textFor(equipmentText, locale)),
      keyFigures: keyFigures(tServer, [version]),
    },
    /** The spec sheet as text, grouped; rows without a value are left out. */
    specSheet: specGroups
      .map((group) => ({
        id: group.id,
        label: group.label,
        rows: rowsWithValues(group, [version]).map((row) => ({
          key: row.key,
          label: row.label,
          value: row.display(version),
        })),
      }))
      .filter((group) => group.rows.length > 0),
    siblings: page.siblings.map((sibling) => ({
      id: sibling.id,
      name: sibling.name,
      slug: sibling.slug,
      summary: `${formatPrice(sibling.priceRwf, { currency: true })} · ${sibling.powerHp} hp`,
    })),
    deals: dealsPart(context.parts, page.deals, tServer("model.deals")),
    priceHistory: priceHistory(page.priceChanges),
    breadcrumbs: breadcrumbsPart(context.parts, breadcrumbItems(trail), locale),
    priceNote: tServer("price.taxes"),
    text: messagesFor(locale, versionPageText),
    jsonLd: jsonLdPart(context.parts, {
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": ["Product", "Car"],
          name: fullName,
          brand: { "@type": "Brand", name: brand.name },
          model: model.name,
          bodyType: bodyLabels[model.body],
          fuelType: energyLabels[version.energy],
          vehicleTransmission: version.transmission,
          seatingCapacity: version.seats,
          numberOfDoors: version.doors,
          vehicleEngine: {
            "@type": "EngineSpecification",
            name: version.engineLabel,
            enginePower: { "@type": "QuantitativeValue", value: version.powerKw, unitCode: "KWT" },
          },
          image,
          url: `${siteUrl}${path}`,
          offers: offersFor({ min: version.priceRwf }, `${siteUrl}${path}`),
        },
        breadcrumbList(siteUrl, trail),
      ],
    }),
    meta: seoMeta(
      {
        title: tServer("version.title", names),
        description: tServer("version.description", {
          ...names,
          price: formatPrice(version.priceRwf, { currency: true }),
          power: `${version.powerHp} hp`,
        }),
        path,
        image,
      },
      siteUrl,
    ),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function Version({ loaderData: page }: Route.ComponentProps) {
  const t = useText<VersionPageMessages>();
  const { brand, model, version } = page;
  return (
    <div className="container-page py-6 sm:py-10">
      <ServerPart id="breadcrumbs" html={page.breadcrumbs} />
      <ServerPart id="json-ld" html={page.jsonLd} />

      <CarHero
        pictures={page.pictures}
        eyebrow={page.eyebrow}
        heading={
          <>
            {brand.name} {model.name}{" "}
            <span className="text-accent-700 dark:text-accent-300">{version.name}</span>
          </>
        }
        price={version.price}
        figures={version.keyFigures}
        priceNote={page.priceNote}
        action={
          <>
            <GetPrice offer={page.lead} />
            <CompareButton versionId={version.id} name={version.fullName} />
          </>
        }
      />

      {page.deals === null ? null : <ServerPart id="deals" html={page.deals} />}

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div>
          <Section id="version-specs" title={t("version.specs")}>
            <div className="mt-4 space-y-6">
              {page.specSheet.map((group) => (
                <section key={group.id} className="card overflow-hidden" aria-labelledby={`spec-${group.id}`}>
                  <h3 id={`spec-${group.id}`} className="border-b border-line bg-raised px-4 py-3 font-bold">
                    {group.label}
                  </h3>
                  <Facts
                    facts={group.rows}
                    className="divide-y divide-line"
                    rowClassName="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-4 px-4 py-2.5 text-sm"
                    labelClassName="text-muted"
                    valueClassName="font-semibold"
                  />
                </section>
              ))}
            </div>
          </Section>

          <Section id="version-equipment" title={t("version.equipment")} className="mt-10">
            <div className="mt-4 gap-4 sm:columns-2">
              {version.equipment.map((group) => (
                <section
                  key={group.id}
                  className="card mb-4 break-inside-avoid p-4"
                  aria-labelledby={`equipment-${group.id}`}
                >
                  <h3 id={`equipment-${group.id}`} className="font-bold">
                    {group.label}
                  </h3>
                  <ul className="mt-3 space-y-2 text-sm">
                    {group.items.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Icon name="check" className="mt-0.5 size-4 shrink-0 text-ok" />
                        {item}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </Section>
        </div>

        <aside aria-labelledby="version-others">
          <h2 id="version-others" className="text-lg font-bold">
            {t("version.others", { model: model.name })}
          </h2>
          <ul className="card mt-3 divide-y divide-line">
            {page.siblings.map((sibling) => (
              <li key={sibling.id} className="px-4 py-3 text-sm">
                {sibling.id === version.id ? (
                  <span aria-current="page" className="font-bold">
                    {sibling.name} <span className="font-normal text-muted">({t("version.current")})</span>
                  </span>
                ) : (
                  <Link
                    to={versionPath(brand, model, sibling)}
                    className="font-semibold text-link hover:underline"
                  >
                    {sibling.name}
                  </Link>
                )}
                <span className="block text-muted">{sibling.summary}</span>
              </li>
            ))}
          </ul>
          {page.priceHistory.length ? (
            <Section
              id="version-price-history"
              title={t("version.priceHistory")}
              className="mt-8"
              headingClassName="text-lg font-bold"
            >
              <ol className="card mt-3 divide-y divide-line">
                {page.priceHistory.map((change) => (
                  <li key={change.iso + change.to} className="px-4 py-3 text-sm">
                    <time dateTime={change.iso} className="text-muted">
                      {change.date}
                    </time>
                    <span className="block font-semibold">
                      {change.from} → {change.to}
                    </span>
                    <span className={change.up ? "text-danger" : "text-ok"}>{change.change}</span>
                  </li>
                ))}
              </ol>
            </Section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
