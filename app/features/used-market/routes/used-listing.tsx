import { data, Link } from "react-router";
import { USED_SAFETY_PATH } from "~/shared/lib/links";
import { ShareBar } from "~/shared/ui/share-bar";
import { shareText } from "~/shared/i18n/share";
import { messagesFor } from "~/shared/i18n/text";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
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
