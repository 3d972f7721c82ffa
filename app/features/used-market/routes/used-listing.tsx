import { data, Link } from "react-router";
import { USED_SAFETY_PATH } from "~/shared/lib/links";
import { ShareBar } from "~/shared/ui/share-bar";
import { shareText } from "~/shared/i18n/share";
import { messagesFor } from "~/shared/i18n/text";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { BrandIcon } from "~/shared/ui/brand-icon";
import { Gallery } from "~/features/used-market/components/gallery";
import { ListingFacts } from "~/features/used-market/components/listing-facts";
import { FavouriteButton, ListingCard, ReportForm } from "~/features/used-market/components/islands";
import { currentUser } from "~/shared/auth/auth.server";
import { parseForm } from "~/shared/forms/form-data";
import { guardForm, isHoneypotFilled } from "~/shared/forms/guard.server";
import { idSlugParam, notFound } from "~/shared/http/route-params";
import { textFor } from "~/shared/i18n/text";
import { usedMarketText } from "~/features/used-market/text/used-market";
import { fileReport } from "~/features/moderation/moderation.server";
import { reportFields, reportSchema } from "~/features/used-market/listing-report";
import { publicListing } from "~/features/used-market/used-market.server";
import { canonicalListingPath, listingExtras, listingView } from "~/features/used-market/used-pages.server";
import type { ReportResult } from "~/features/used-market/view";
import type { Route } from "./+types/used-listing";

/** A wrong or missing slug answers 301 to the canonical address; an unknown or hidden listing is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const found = await publicListing(context.db, idSlugParam(params.listingParam, request, context.locale).id);
  if (!found) notFound(request, context.locale);
  const path = canonicalListingPath(found.listing);
  const url = new URL(request.url);
  if (url.pathname !== path)
    throw new Response(null, { status: 301, headers: { Location: path + url.search } });
  const user = await currentUser(context.auth, request);
  const page = await listingView(context.db, found, user?.id, context.env.SITE_URL, context.locale);
  return {
    ...page,
    ...listingExtras(page, context.env.SITE_URL, context.locale),
    text: messagesFor(context.locale, shareText),
  };
}

/**
 * "Report this listing": anyone may report a car on sale (signed-in reporters are named to the
 * moderators). A filled honeypot is thanked and dropped; each address may send REPORT_RATE_LIMIT an hour.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const listingId = idSlugParam(params.listingParam, request, context.locale).id;
  const t = textFor(usedMarketText, context.locale);
  const form = await request.formData();
  const sent = data<ReportResult>({ status: "sent", message: t("report.thanks") });
  if (isHoneypotFilled(form)) {
    context.log.warn({ ip: context.clientIp }, "report form honeypot filled; report dropped");
    return sent;
  }
  const parsed = parseForm(reportSchema(t), form, reportFields);
  if (!parsed.ok) return data<ReportResult>({ status: "invalid", ...parsed }, { status: 400 });
  const guard = await guardForm({
    form,
    honeypot: false,
    limiter: context.limits.report,
    key: context.clientIp,
    message: (minutes) => t("report.error.rateLimited", { minutes }),
  });
  if (!guard.ok && guard.reason === "rate-limited")
    return data<ReportResult>(
      { status: "invalid", ok: false, values: parsed.values, errors: {}, formError: guard.formError },
      { status: 429, headers: guard.headers },
    );
  const user = await currentUser(context.auth, request);
  const { reason, details } = parsed.data;
  const stored = await fileReport(context.db, { listingId, reason, details, reporterId: user?.id ?? null });
  if (!stored)
    return data<ReportResult>(
      {
        status: "invalid",
        ok: false,
        values: parsed.values,
        errors: {},
        formError: t("report.error.gone"),
      },
      { status: 404 },
    );
  context.log.info({ listingId, reason }, "listing reported");
  return sent;
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** A way to reach the seller: a call (the number on the button) or WhatsApp, at once, in one tap. */
function ContactLinks({ page, bar = false }: { page: Route.ComponentProps["loaderData"]; bar?: boolean }) {
  const { labels, seller } = page;
  if (!seller.phone) return null;
  return (
    <>
      <a
        href={`tel:${seller.phone}`}
        aria-label={labels.call}
        className={`btn-primary ${bar ? "min-h-12 flex-[3] flex-col gap-0 px-3 leading-tight" : "w-full"}`}
      >
        {bar ? (
          <>
            <span className="inline-flex items-center gap-1.5 text-base font-bold">
              <Icon name="phone" className="size-4" />
              {labels.callShort}
            </span>
            <span className="text-xs font-semibold tabular-nums">{seller.phone}</span>
          </>
        ) : (
          <>
            <Icon name="phone" className="size-4" />
            <span className="tabular-nums">{labels.call}</span>
          </>
        )}
      </a>
      {seller.whatsapp ? (
        <a
          href={seller.whatsapp}
          rel="noopener"
          target="_blank"
          className={`btn border border-[#128c4a] bg-[#dcf8e6] text-[#0b5b30] hover:bg-[#c6f1d6] dark:border-[#3fd383] dark:bg-[#0f3a24] dark:text-[#aef0c9] ${bar ? "min-h-12 flex-[2] px-3 text-base font-bold" : "w-full"}`}
        >
          <BrandIcon name="whatsapp" className="size-5" />
          {labels.whatsapp}
        </a>
      ) : null}
    </>
  );
}

/**
 * /marche-doccasion/annonce/{id}-{slug}: one used car for sale. On phones the photos come first, then
 * the car, its price and first facts inside the first screen, with Call and WhatsApp in a bar that stays
 * at the bottom of the screen; the details, description and sharing follow. On wide screens the price
 * and the contact stay in a column on the right.
 */
export default function UsedListing({ loaderData: page, actionData }: Route.ComponentProps) {
  const { labels } = page;
  return (
    <div className={`container-page py-4 sm:py-10 ${page.seller.phone ? "max-lg:pb-24" : ""}`}>
      <Breadcrumbs items={page.breadcrumbs} />
      {labels.notice ? (
        <p role="status" className="mt-4 rounded-xl bg-raised px-4 py-3 font-semibold">
          {labels.notice}
        </p>
      ) : null}
      <div className="mt-3 grid gap-x-8 gap-y-6 sm:mt-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="order-1 min-w-0 lg:col-start-1 lg:row-start-1">
          <div className="relative">
            <Gallery photos={page.photos} labels={labels.gallery} />
            <FavouriteButton listingId={page.id} heart={page.favourite} className="absolute top-3 right-3" />
          </div>
          {labels.drawingNote ? <p className="mt-2 text-sm text-muted">{labels.drawingNote}</p> : null}
        </div>

        {/* Phones: each part in the page's order; wide screens: one column on the right that stays in view. */}
        <div className="contents lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:block lg:space-y-4 lg:self-start lg:sticky lg:top-4">
          <div className="order-2 -mt-2 lg:mt-0">
            <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">{page.car}</h1>
            <p className="mt-0.5 line-clamp-2 text-muted">{page.title}</p>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-3xl font-extrabold text-accent-700 dark:text-accent-300">
                {page.priceText}
              </span>
              {labels.negotiable ? (
                <span className="rounded-full bg-raised px-2.5 py-0.5 text-sm font-semibold text-muted">
                  {labels.negotiable}
                </span>
              ) : null}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm font-semibold">
              {page.highlights.map((fact) => (
                <li
                  key={fact.text}
                  className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1"
                >
                  {fact.icon ? <Icon name={fact.icon} className="size-4 text-muted" /> : null}
                  {fact.text}
                </li>
              ))}
            </ul>
          </div>

          <aside aria-label={labels.seller} className="order-4 space-y-4">
            <div className="card p-5">
              <h2 className="text-sm font-bold tracking-wide text-muted uppercase">{labels.seller}</h2>
              <p className="mt-1 text-lg font-bold">{page.seller.name}</p>
              <p className="text-sm text-muted">{page.seller.typeLabel}</p>
              {page.seller.phone ? (
                <div className="mt-4 space-y-3">
                  <ContactLinks page={page} />
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
        </div>

        <div className="order-3 min-w-0 lg:col-start-1 lg:row-start-2">
          {labels.rhdWarning ? (
            <p className="mb-6 flex gap-3 rounded-xl border border-sun bg-sun/15 px-4 py-3 font-medium">
              <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
              {labels.rhdWarning}
            </p>
          ) : null}

          <section aria-labelledby="listing-facts">
            <h2 id="listing-facts" className="text-xl font-bold">
              {labels.keyFacts}
            </h2>
            <ListingFacts facts={page.facts} />
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

        {/* Under the description on wide screens (the seller's card stays in view beside it), last on phones. */}
        {page.report ? (
          <div className="order-5 lg:col-start-1 lg:row-start-3 lg:max-w-xl">
            <ReportForm text={page.report} result={actionData} />
          </div>
        ) : null}
      </div>

      {page.seller.phone ? (
        // On phones the seller is one tap away wherever the page is scrolled (the column does it on wide screens).
        <section
          aria-label={labels.contactBar}
          data-contact-bar
          className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-line bg-surface/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden print:hidden"
        >
          <ContactLinks page={page} bar />
        </section>
      ) : null}

      {page.similar.length ? (
        <section aria-labelledby="listing-similar" className="mt-12">
          <h2 id="listing-similar" className="text-2xl font-bold">
            {labels.similar}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
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
