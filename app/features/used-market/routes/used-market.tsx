import { Form, Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { ListingCard } from "~/features/used-market/components/islands";
import { carArtPath, paintColours } from "~/features/catalogue/car-art";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { POST_LISTING_PATH, USED_MARKET_PATH, USED_SAFETY_PATH, USED_SEARCH_PATH } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";

import { usedMarketText, type UsedMarketMessages } from "~/features/used-market/text/used-market";
import { currentUser } from "~/shared/auth/auth.server";
import { marketHomeView } from "~/features/used-market/used-pages.server";
import type { Route } from "./+types/used-market";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(context.auth, request);
  const page = await marketHomeView(context.db, context.keep, user?.id, context.env.SITE_URL, context.locale);
  const t = textFor(usedMarketText, context.locale);
  return {
    ...page,
    text: messagesFor(context.locale, usedMarketText),
    meta: seoMeta(
      { title: t("used.homeTitle"), description: t("used.homeDescription"), path: USED_MARKET_PATH },
      context.env.SITE_URL,
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** A titled row of round links (by make, with how many cars each; by budget). */
function ChipLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: { href: string; label: string; count?: number }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:border-accent-300 hover:bg-raised"
            >
              {link.label}
              {link.count === undefined ? null : <span className="text-muted">{link.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /marche-doccasion: the used-car market's front page. */
export default function UsedMarket({ loaderData: page }: Route.ComponentProps) {
  const t = useText<UsedMarketMessages>();
  return (
    <div>
      <section className="bg-[#0f1a3a] text-white">
        <div className="container-page py-10 sm:py-14">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t("used.homeTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/85">{t("used.homeIntro")}</p>
          <Form
            method="get"
            action={USED_SEARCH_PATH}
            className="mt-8 grid max-w-3xl gap-3 rounded-2xl bg-surface p-4 text-ink sm:grid-cols-[1fr_1fr_auto]"
          >
            <div>
              <label htmlFor="hero-make" className="field-label">
                {t("used.make")}
              </label>
              <select id="hero-make" name="make" className="field-input py-2.5" defaultValue="">
                <option value="">{t("used.any")}</option>
                {page.makes.map((make) => (
                  <option key={make.href} value={make.key}>
                    {make.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="hero-price" className="field-label">
                {t("used.priceMax")}
              </label>
              <select id="hero-price" name="price_max" className="field-input py-2.5" defaultValue="">
                <option value="">{t("used.noMax")}</option>
                {page.budgetChoices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary self-end">
              <Icon name="search" className="size-4" />
              {page.seeAll}
            </button>
          </Form>
        </div>
      </section>

      <div className="container-page space-y-12 py-10">
        <section aria-labelledby="used-latest">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="used-latest" className="text-2xl font-bold">
              {t("used.latest")}
            </h2>
            <Link to={USED_SEARCH_PATH} className="font-semibold text-link">
              {page.seeAll} →
            </Link>
          </div>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
            {page.latest.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        </section>

        <ChipLinks id="used-makes" heading={t("used.byMake")} links={page.makes} />

        <section aria-labelledby="used-bodies">
          <h2 id="used-bodies" className="text-2xl font-bold">
            {t("used.byBody")}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {page.bodies.map((body, index) => (
              <li key={body.body}>
                <Link
                  to={body.href}
                  className="card flex flex-col items-center p-3 text-center hover:border-accent-300"
                >
                  <img
                    src={carArtPath(body.body, paintColours[index % paintColours.length]!)}
                    alt=""
                    width={160}
                    height={90}
                    loading="lazy"
                    className="aspect-[16/9] w-full object-contain"
                  />
                  <span className="mt-1 font-semibold">{body.label}</span>
                  <span className="text-sm text-muted">{body.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <ChipLinks id="used-budgets" heading={t("used.byBudget")} links={page.budgets} />

        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="used-sell" className="card p-6">
            <h2 id="used-sell" className="text-xl font-bold">
              {t("used.sell")}
            </h2>
            <p className="mt-2 text-muted">{t("used.sellText")}</p>
            <Link to={POST_LISTING_PATH} className="btn-primary mt-4">
              {t("used.postListing")}
            </Link>
          </section>
          <section aria-labelledby="used-safety" className="card p-6">
            <h2 id="used-safety" className="flex items-center gap-2 text-xl font-bold">
              <Icon name="shield-check" className="size-5 text-ok" />
              {t("used.safetyTitle")}
            </h2>
            <p className="mt-2 text-muted">{t("used.safetyText")}</p>
            <Link to={USED_SAFETY_PATH} className="btn-ghost mt-4">
              {t("used.safetyLink")}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
