import { Link, redirect } from "react-router";
import { DealListCard } from "~/features/deals/components/deal-list-card";
import { DealerContactButtons, OpenBadge } from "~/features/dealers/components/where-to-buy";
import { BrandMark } from "~/shared/ui/brand-mark";
import { DealerMark } from "~/shared/ui/dealer-mark";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { CardGrid, Section } from "~/shared/ui/section";
import { breadcrumbItems, type Trail } from "~/shared/lib/breadcrumbs";
import { kigaliDate } from "~/shared/lib/dates";
import { autoDealerJsonLd, openStreetMapLink } from "~/features/dealers/dealers";
import { brandPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { idSlugParam, notFound } from "~/shared/http/route-params";
import { dealersText } from "~/features/dealers/text/dealers";
import { layoutText } from "~/features/layout/text/layout";
import { textFor } from "~/shared/i18n/text";
import { dealerClock, getDealer } from "~/features/dealers/dealers.server";
import { liveDealsOfDealer } from "~/features/catalogue/guide.server";
import type { Route } from "./+types/dealer";

/** /dealerships/{id}-{slug}: one dealer's hours, contact, brands and current deals. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, env } = context;
  const tLayout = textFor(layoutText, context.locale);
  const t = textFor(dealersText, context.locale);
  const { id, slug } = idSlugParam(params.dealerParam, request, context.locale);
  const now = dealerClock(env);
  const dealer = await getDealer(db, id, now, env.SITE_NAME, context.locale);
  if (!dealer) notFound(request, context.locale);
  const url = new URL(request.url);
  if (slug !== dealer.slug) throw redirect(dealer.path + url.search, 301);
  const deals = await liveDealsOfDealer(
    db,
    kigaliDate(),
    dealer.id,
    dealer.brands.map((b) => b.id),
    context.locale,
    dealer.path,
  );
  const trail: Trail = [
    [tLayout("menu.home"), "/"],
    [tLayout("menu.dealers"), "/dealerships"],
    [dealer.name, dealer.path],
  ];
  const services = dealer.services.map((s) => s.label.toLowerCase()).join(", ");
  return {
    dealer,
    deals,
    breadcrumbs: breadcrumbItems(trail),
    map:
      dealer.latitude !== null && dealer.longitude !== null
        ? openStreetMapLink(dealer.latitude, dealer.longitude)
        : null,
    labels: {
      about: t("detail.about", { name: dealer.name }),
      hours: t("detail.hours"),
      today: t("detail.today"),
      closedDay: t("detail.closedDay"),
      contact: t("detail.contact"),
      phone: t("detail.phone"),
      email: t("detail.email"),
      website: t("detail.website"),
      address: t("detail.address"),
      map: t("detail.map"),
      brands: t("detail.brands"),
      deals: t("detail.deals"),
      noDeals: t("detail.noDeals"),
      demo: dealer.isDemo ? t("detail.demo") : null,
      call: t("card.call"),
      whatsapp: t("card.whatsapp"),
    },
    meta: seoMeta(
      {
        title: dealer.name,
        description: t("detail.description", {
          name: dealer.name,
          district: dealer.district,
          services,
        }),
        path: dealer.path,
        jsonLd: autoDealerJsonLd(
          { ...dealer, brands: dealer.brands.map((b) => b.name) },
          `${env.SITE_URL}${dealer.path}`,
        ),
      },
      env.SITE_URL,
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** The headings of the page's sections. */
const heading = "text-xl font-bold";

export default function Dealer({ loaderData }: Route.ComponentProps) {
  const { dealer, labels: text, deals } = loaderData;
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={loaderData.breadcrumbs} />
      <header className="mt-6 flex items-start gap-4">
        <DealerMark dealer={dealer} size="lg" />
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{dealer.name}</h1>
          <p className="mt-1 flex items-center gap-1 text-muted">
            <Icon name="map-pin" className="size-4 shrink-0" />
            {dealer.district}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <OpenBadge open={dealer.open} text={dealer.openText} />
            {dealer.services.map((service) => (
              <span
                key={service.key}
                className="rounded-full border border-line px-2.5 py-0.5 text-xs font-semibold"
              >
                {service.label}
              </span>
            ))}
          </div>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <Section id="dealer-about" title={text.about} headingClassName={heading}>
            <p className="mt-3 max-w-3xl leading-7">{dealer.description}</p>
            {text.demo ? <p className="mt-3 text-sm text-muted">{text.demo}</p> : null}
          </Section>

          {dealer.brands.length ? (
            <Section id="dealer-brands" title={text.brands} headingClassName={heading}>
              <CardGrid items={dealer.brands} className="mt-4 flex flex-wrap gap-3">
                {(brand) => (
                  <Link
                    to={brandPath(brand)}
                    className="card flex min-h-11 items-center gap-3 py-2 pr-4 pl-2 font-semibold hover:border-accent-300"
                  >
                    <BrandMark brand={brand} size="sm" />
                    {brand.name}
                  </Link>
                )}
              </CardGrid>
            </Section>
          ) : null}

          <Section id="dealer-deals" title={text.deals} headingClassName={heading}>
            {deals.length ? (
              <CardGrid items={deals} className="mt-4 grid gap-4 sm:grid-cols-2">
                {(deal) => <DealListCard deal={deal} />}
              </CardGrid>
            ) : (
              <p className="mt-3 text-muted">{text.noDeals}</p>
            )}
          </Section>
        </div>

        {/* On phones the contact card and hours come first, above the description. */}
        <aside
          className="order-first space-y-4 lg:sticky lg:top-4 lg:order-none lg:self-start"
          aria-label={text.contact}
        >
          <div className="card p-5">
            <h2 className="text-lg font-bold">{text.contact}</h2>
            <div className="mt-4">
              <DealerContactButtons dealer={dealer} labels={{ call: text.call, whatsapp: text.whatsapp }} />
            </div>
            <dl className="mt-5 space-y-3 text-sm">
              {dealer.phone ? (
                <div>
                  <dt className="text-muted">{text.phone}</dt>
                  <dd>
                    <a href={`tel:${dealer.phone}`} className="font-semibold text-link underline">
                      {dealer.phone}
                    </a>
                  </dd>
                </div>
              ) : null}
              {dealer.email ? (
                <div>
                  <dt className="text-muted">{text.email}</dt>
                  <dd>
                    <a
                      href={`mailto:${dealer.email}`}
                      className="font-semibold break-all text-link underline"
                    >
                      {dealer.email}
                    </a>
                  </dd>
                </div>
              ) : null}
              {dealer.website ? (
                <div>
                  <dt className="text-muted">{text.website}</dt>
                  <dd>
                    <a
                      href={dealer.website}
                      className="font-semibold break-all text-link underline"
                      rel="noopener"
                      target="_blank"
                    >
                      {dealer.website.replace(/^https?:\/\//, "")}
                    </a>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-muted">{text.address}</dt>
                <dd className="font-semibold">{dealer.address || dealer.district}</dd>
              </div>
            </dl>
            {loaderData.map ? (
              <a href={loaderData.map} className="btn-ghost mt-4 w-full" rel="noopener" target="_blank">
                <Icon name="map-pin" className="size-4" />
                {text.map}
              </a>
            ) : null}
          </div>

          <section className="card p-5" aria-labelledby="dealer-hours">
            <h2 id="dealer-hours" className="flex items-center gap-2 text-lg font-bold">
              <Icon name="clock" className="size-5" />
              {text.hours}
            </h2>
            <table className="mt-3 w-full text-sm">
              <tbody>
                {dealer.week.map((day) => (
                  <tr
                    key={day.day}
                    aria-current={day.today ? "date" : undefined}
                    className={day.today ? "bg-accent-50 font-bold dark:bg-accent-900/40" : ""}
                  >
                    <th scope="row" className="py-1.5 pl-2 text-left font-semibold">
                      {day.name}
                      {day.today ? <span className="ml-1 font-normal text-muted">({text.today})</span> : null}
                    </th>
                    <td className="py-1.5 pr-2 text-right tabular-nums">
                      {day.periods.length ? day.periods.join(", ") : text.closedDay}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </aside>
      </div>
    </div>
  );
}
