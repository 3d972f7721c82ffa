import { Icon } from "~/shared/ui/icon";
import { Form, Link } from "react-router";
import { BrandMark } from "~/shared/ui/brand-mark";
import { SeeAllLink, Section } from "~/shared/ui/section";
import { useText } from "~/shared/i18n/use-text";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { layoutText, type LayoutMessages } from "~/features/layout/text/layout";
import { bodyLabels } from "~/shared/lib/labels";
import { brandPath, modelPath, POST_LISTING_PATH, USED_MARKET_PATH } from "~/shared/lib/links";
import { pageMeta } from "~/shared/lib/meta";
import { NewsCardGrid } from "~/features/news/components/news-card";
import { allNewsPath } from "~/shared/lib/links";
import {
  countModelsByEnergy,
  listBrandsWithModels,
  listModelsByEnergy,
} from "~/features/catalogue/catalogue.server";
import { listNews, newsCardData } from "~/features/news/news.server";
import type { Route } from "./+types/home";
import { homeText, type HomeMessages } from "~/features/home/text/home";
import { formatPrice } from "~/shared/lib/price";
import { usedMarketText } from "~/features/used-market/text/used-market";
import { countListings } from "~/features/used-market/used-market.server";
import { Banner } from "~/features/banners/components/banner";

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context;
  const tUsedMarket = textFor(usedMarketText, locale);
  const tServer = textFor(homeText, locale);
  const [brands, electricCount, electric, news, usedCount] = await Promise.all([
    listBrandsWithModels(context.db),
    countModelsByEnergy(context.db, "electric"),
    listModelsByEnergy(context.db, "electric", 8),
    listNews(context.db, { limit: 3 }),
    countListings(context.db, { makes: [], sort: "newest" }),
  ]);
  return {
    /** The brand tiles: each brand with its number of models, not the models themselves. */
    brands: brands.map(({ models, ...brand }) => ({ ...brand, modelCount: models.length })),
    /** The used-car market's band, its text composed here. */
    used: {
      title: tUsedMarket("used.homeTitle"),
      text: tUsedMarket("used.homeIntro"),
      browse: tUsedMarket("used.seeAll", { count: formatPrice(usedCount.count) }),
      sell: tUsedMarket("used.postListing"),
    },
    electricCount,
    electric,
    news: news.map((article) => newsCardData(article, locale)),
    text: messagesFor(locale, homeText),
    meta: pageMeta({
      title: `Imodoka: ${tServer("home.title")}`,
      description: textFor(layoutText, locale)("site.description"),
      siteUrl: context.env.SITE_URL,
      path: "/",
    }),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const text = useText<LayoutMessages>();
  const t = useText<HomeMessages>();
  const brands = loaderData.brands;
  const modelCount = brands.reduce((sum, brand) => sum + brand.modelCount, 0);

  return (
    <>
      <section className="relative overflow-hidden bg-[#0f1a3a] text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(59,110,246,0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(245,184,0,0.18),transparent_55%)]"
        />
        <div className="container-page relative py-12 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-200">
            {text("site.tagline")}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t("home.heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-white/80">{t("home.heroText")}</p>
          <Form method="get" action="/new-cars/search" role="search" className="mt-8 max-w-2xl">
            <label htmlFor="hero-search" className="sr-only">
              {text("header.search.label")}
            </label>
            <div className="flex h-14 items-center rounded-full bg-white p-1.5 shadow-xl">
              <input
                id="hero-search"
                name="q"
                type="search"
                autoComplete="off"
                enterKeyHint="search"
                placeholder={text("header.search.placeholder")}
                className="h-full min-w-0 flex-1 rounded-l-full bg-transparent pl-5 text-base text-slate-900 outline-none placeholder:text-slate-500"
              />
              <button
                type="submit"
                className="btn-primary h-11 min-h-0 px-4 sm:px-6"
                aria-label={text("header.search.submit")}
              >
                <Icon name="search" className="size-5" />
                <span className="hidden sm:inline">{text("header.search.submit")}</span>
              </button>
            </div>
          </Form>
          <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4">
            {[
              [brands.length, t("home.statBrands")],
              [modelCount, t("home.statModels")],
              [loaderData.electricCount, t("home.electricTitle").toLowerCase()],
            ].map(([value, label]) => (
              <div key={label}>
                <dt className="sr-only">{label}</dt>
                <dd>
                  <span className="text-3xl font-extrabold">{value}</span>{" "}
                  <span className="text-white/75">{label}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Banner placement="home-hero" className="mx-auto w-full max-w-4xl px-4 pt-8 sm:px-6" />

      <Section
        id="home-brands"
        title={t("home.brandsTitle")}
        intro={t("home.brandsText")}
        className="container-page py-12"
        headingClassName="text-2xl font-extrabold tracking-tight sm:text-3xl"
        headerClassName="mb-6"
        introClassName="mt-2 text-muted"
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {brands.map((brand) => (
            <li
              key={brand.id}
              data-link-card
              className="card flex items-center gap-3 p-3 transition hover:-translate-y-0.5 hover:border-accent-300"
            >
              <BrandMark brand={brand} />
              <div className="min-w-0">
                <Link
                  to={brandPath(brand)}
                  className="block font-bold leading-tight break-words hover:text-link"
                >
                  {brand.name}
                </Link>
                <p className="text-xs text-muted">
                  {brand.modelCount === 1
                    ? t("home.modelCountOne")
                    : t("home.modelCount", { count: brand.modelCount })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      {loaderData.electric.length > 0 ? (
        <section aria-labelledby="home-electric" className="container-page pb-4">
          <div className="card overflow-hidden">
            <div className="flex flex-col gap-2 border-b border-line p-6 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2
                  id="home-electric"
                  className="flex items-center gap-2 text-2xl font-extrabold tracking-tight"
                >
                  <Icon name="battery-charging" className="size-7 text-ok" />
                  {t("home.electricTitle")}
                </h2>
                <p className="mt-1 text-muted">{t("home.electricText")}</p>
              </div>
            </div>
            <ul className="grid divide-line sm:grid-cols-2 lg:grid-cols-4 [&>li]:border-b [&>li]:border-line">
              {loaderData.electric.map((model) => (
                <li key={model.id} data-link-card className="flex items-center gap-3 p-4 hover:bg-raised">
                  <BrandMark brand={model.brand} size="sm" />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={modelPath(model.brand, model)}
                      className="block truncate font-semibold hover:text-link"
                    >
                      {model.brand.name} {model.name}
                    </Link>
                    <p className="text-xs text-muted">{bodyLabels[model.body]}</p>
                  </div>
                  <Icon name="arrow-right" className="size-4 text-muted" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="home-used" className="container-page pt-8">
        <div className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="home-used" className="text-2xl font-extrabold tracking-tight">
              {loaderData.used.title}
            </h2>
            <p className="mt-1 max-w-2xl text-muted">{loaderData.used.text}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <Link to={USED_MARKET_PATH} className="btn-primary">
              {loaderData.used.browse}
            </Link>
            <Link to={POST_LISTING_PATH} className="btn-ghost">
              {loaderData.used.sell}
            </Link>
          </div>
        </div>
      </section>

      {loaderData.news.length > 0 ? (
        <Section
          id="home-news"
          title={t("home.newsTitle")}
          intro={t("home.newsText")}
          className="container-page py-12"
          action={<SeeAllLink to={allNewsPath}>{t("home.newsAll")}</SeeAllLink>}
        >
          <NewsCardGrid articles={loaderData.news} />
        </Section>
      ) : null}
    </>
  );
}
