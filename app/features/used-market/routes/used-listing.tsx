import { Link } from "react-router";
import { USED_MARKET_PATH, USED_SAFETY_PATH, USED_SEARCH_PATH } from "~/shared/lib/links";
import { ShareBar } from "~/shared/ui/share-bar";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { Gallery } from "~/features/used-market/components/gallery";
import { FavouriteButton, ListingCard, ReportForm } from "~/features/used-market/components/islands";
import { seoMeta } from "~/shared/lib/meta";
import { shareLinks } from "~/shared/lib/share";

import { t as layoutText } from "~/features/layout/text/en/layout";
import { tUsed } from "~/features/used-market/text/en/used-market";
import { listingPage, reportListing } from "~/features/used-market/used-pages.server";
import type { Route } from "./+types/used-listing";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await listingPage(request, context, params.listingParam);
  const site = context.env.SITE_URL;
  const url = `${site}${page.path}`;
  const heading = `${page.car} – ${page.priceText}`;
  const description = `${page.title}. ${page.facts.map((fact) => fact.value).join(", ")}.`;
  const image = page.photos[0] ? `${site}${page.photos[0].src.replace(/\.svg$/, ".png")}` : undefined;
  const offerStatus = page.status === "active" ? "https://schema.org/InStock" : "https://schema.org/SoldOut";
  return {
    ...page,
    breadcrumbs: [
      { label: layoutText("menu.home"), to: "/" },
      { label: tUsed("used.market"), to: USED_MARKET_PATH },
      { label: page.make, to: `${USED_SEARCH_PATH}?make=${encodeURIComponent(page.makeKey)}` },
      { label: page.car },
    ],
    share: {
      links: shareLinks({ url, title: heading, description, media: image }),
      page: { url, title: heading, text: description },
    },
    meta: seoMeta(
      {
        title: heading,
        description,
        path: page.path,
        image,
        imageAlt: page.photos[0]?.alt,
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "Car",
          name: page.car,
          description: page.description,
          brand: { "@type": "Brand", name: page.make },
          model: page.model,
          vehicleModelDate: String(page.year),
          mileageFromOdometer: { "@type": "QuantitativeValue", value: page.mileageKm, unitCode: "KMT" },
          ...(page.colour ? { color: page.colour } : {}),
          itemCondition: "https://schema.org/UsedCondition",
          ...(image ? { image } : {}),
          url,
          offers: {
            "@type": "Offer",
            price: page.priceRwf,
            priceCurrency: "RWF",
            availability: offerStatus,
            itemCondition: "https://schema.org/UsedCondition",
            url,
          },
        },
      },
      site,
    ),
  };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  reportListing(request, context, params.listingParam);

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** /marche-doccasion/annonce/{id}-{slug}: one used car for sale. */
export default function UsedListing({ loaderData: page, actionData }: Route.ComponentProps) {
  const { labels } = page;
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      {labels.notice ? (
        <p role="status" className="mt-4 rounded-xl bg-raised px-4 py-3 font-semibold">
          {labels.notice}
        </p>
      ) : null}
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <div className="relative">
            <Gallery photos={page.photos} labels={labels.gallery} />
            <FavouriteButton listingId={page.id} heart={page.favourite} className="absolute top-3 right-3" />
          </div>
          {labels.drawingNote ? <p className="mt-2 text-sm text-muted">{labels.drawingNote}</p> : null}

          <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.car}</h1>
          <p className="mt-1 text-lg text-muted">{page.title}</p>

          {labels.rhdWarning ? (
            <p className="mt-4 flex gap-3 rounded-xl border border-sun bg-sun/15 px-4 py-3 font-medium">
              <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
              {labels.rhdWarning}
            </p>
          ) : null}

          <section aria-labelledby="listing-facts" className="mt-8">
            <h2 id="listing-facts" className="text-xl font-bold">
              {labels.keyFacts}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
              {page.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm text-muted">{fact.label}</dt>
                  <dd className="font-semibold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="listing-description" className="mt-8">
            <h2 id="listing-description" className="text-xl font-bold">
              {labels.description}
            </h2>
            <p className="mt-3 leading-7 whitespace-pre-line">{page.description}</p>
            <p className="mt-4 text-sm text-muted">{labels.reference}</p>
          </section>

          <ShareBar links={page.share.links} page={page.share.page} className="mt-8" />
        </div>

        <aside
          aria-label={labels.seller}
          className="space-y-4 lg:sticky lg:top-4 lg:row-span-2 lg:self-start"
        >
          <div className="card p-5">
            <p className="text-3xl font-extrabold text-accent-700 dark:text-accent-300">{page.priceText}</p>
            {labels.negotiable ? (
              <p className="mt-1 text-sm font-semibold text-muted">{labels.negotiable}</p>
            ) : null}
            <h2 className="mt-5 text-sm font-bold tracking-wide text-muted uppercase">{labels.seller}</h2>
            <p className="mt-1 text-lg font-bold">{page.seller.name}</p>
            <p className="text-sm text-muted">{page.seller.typeLabel}</p>
            {page.seller.phone ? (
              <div className="mt-4 space-y-3">
                {/* The number shows on a tap, with or without JavaScript. */}
                <details className="group">
                  <summary className="btn-primary w-full cursor-pointer list-none group-open:hidden [&::-webkit-details-marker]:hidden">
                    <Icon name="phone" className="size-4" />
                    {labels.showPhone}
                  </summary>
                  <a href={`tel:${page.seller.phone}`} className="btn-primary w-full">
                    <Icon name="phone" className="size-4" />
                    {labels.call}
                  </a>
                </details>
                {page.seller.whatsapp ? (
                  <a href={page.seller.whatsapp} className="btn-ghost w-full" rel="noopener" target="_blank">
                    <Icon name="message-circle" className="size-4" />
                    {labels.whatsapp}
                  </a>
                ) : null}
              </div>
            ) : null}
          </div>
          <p className="flex gap-2 rounded-xl bg-raised px-4 py-3 text-sm">
            <Icon name="shield-check" className="mt-0.5 size-4 shrink-0 text-ok" />
            <span>
              {labels.safety}{" "}
              <Link to={USED_SAFETY_PATH} className="font-semibold text-link underline">
                {labels.safetyLink}
              </Link>
            </span>
          </p>
        </aside>
        {/* Under the description on wide screens (the seller's card stays in view beside it), last on phones. */}
        {page.report ? (
          <div className="lg:max-w-xl">
            <ReportForm text={page.report} result={actionData} />
          </div>
        ) : null}
      </div>

      {page.similar.length ? (
        <section aria-labelledby="listing-similar" className="mt-12">
          <h2 id="listing-similar" className="text-2xl font-bold">
            {labels.similar}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.similar.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
