import type { ReactNode } from "react";
import { Link } from "react-router";
import type { HomeMessages } from "~/features/home/text/home";
import type { HomeBrand, HomeView } from "~/features/home/view";
import type { LayoutMessages } from "~/features/layout/text/layout";
import { NewsCardGrid } from "~/features/news/components/news-card";
import type { Translate } from "~/shared/i18n/text";
import type { Picture } from "~/shared/lib/images";
import { allNewsPath, brandPath, modelPath, POST_LISTING_PATH, USED_MARKET_PATH } from "~/shared/lib/links";
import { BrandMark } from "~/shared/ui/brand-mark";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import { PictureImg } from "~/shared/ui/picture";
import { SeeAllLink, Section } from "~/shared/ui/section";

/**
 * The home page's content, links, pictures and text only: two server parts (decision 0028), above and below
 * the page's banner, so none of this code or its data reaches the browser.
 */
export interface HomeParts {
  home: HomeView & { shortcuts: { to: string; icon: IconName; label: string }[] };
  t: Translate<HomeMessages>;
  text: Translate<LayoutMessages>;
}

/** The hero with its ways in, the popular models and the current deals. */
export function HomeTop({ home, t, text }: HomeParts) {
  return (
    <>
      <section aria-labelledby="home-title" className="relative overflow-hidden bg-[#0f1a3a] text-white">
        <div aria-hidden="true" className="home-glow" />
        <div className="container-page relative py-5 sm:py-12">
          <p className="hidden text-sm font-semibold uppercase tracking-widest text-accent-200 sm:block">
            {text("site.tagline")}
          </p>
          <h1
            id="home-title"
            className="max-w-3xl text-[1.75rem] font-extrabold leading-tight tracking-tight sm:mt-2 sm:text-5xl"
          >
            {t("home.heroTitle")}
          </h1>
          <p className="mt-2 max-w-2xl text-sm leading-6 text-white/80 sm:mt-4 sm:text-lg sm:leading-8">
            {t("home.heroText")}
          </p>
          <nav aria-label={t("home.shortcuts")} className="mt-4 sm:mt-8">
            <ul className="flex flex-wrap gap-2">
              {home.shortcuts.map((shortcut) => (
                <li key={shortcut.to}>
                  <Link to={shortcut.to} className="home-chip">
                    <Icon name={shortcut.icon} className="size-4" />
                    {shortcut.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      {home.models.length ? (
        <HomeSection
          id="home-models"
          title={t("home.modelsTitle")}
          all={["/auto-guide/new-cars", t("home.modelsAll")]}
        >
          <CardRow swipe={t("home.swipe")}>
            {home.models.map((model, index) => (
              <li key={model.id} className={rowItem}>
                <CarCard
                  href={modelPath(model.brand, model)}
                  name={`${model.brand.name} ${model.name}`}
                  picture={model.picture}
                  priority={index === 0}
                  lazy={index > 1}
                  price={model.priceText}
                  facts={`${model.bodyLabel} · ${model.energyLabel}`}
                />
              </li>
            ))}
          </CardRow>
        </HomeSection>
      ) : null}

      {home.deals.length ? (
        <HomeSection
          id="home-deals"
          title={t("home.dealsTitle")}
          all={["/auto-guide/current-deals", t("home.dealsAll")]}
        >
          <CardRow swipe={t("home.swipe")}>
            {home.deals.map((deal) => (
              <li key={deal.id} className={rowItem} data-deal>
                <CarCard
                  href={deal.href}
                  name={deal.car}
                  badge={<span className="bg-sun text-[#0f1a3a]">{deal.offer}</span>}
                  picture={deal.picture}
                  price={deal.price}
                  oldPrice={deal.oldPrice}
                  facts={deal.title}
                  foot={deal.until}
                />
              </li>
            ))}
          </CardRow>
        </HomeSection>
      ) : null}
    </>
  );
}

/** The latest used cars, popular comparisons, the brands and the latest news. */
export function HomeRest({ home, t }: Omit<HomeParts, "text">) {
  return (
    <>
      <HomeSection
        id="home-used"
        title={home.used.title}
        intro={home.used.text}
        all={[USED_MARKET_PATH, t("home.usedAll")]}
      >
        {home.listings.length ? (
          <CardRow swipe={t("home.swipe")}>
            {home.listings.map((listing) => (
              <li key={listing.id} className={rowItem} data-listing>
                <CarCard
                  href={listing.path}
                  name={listing.heading}
                  picture={{ ...listing.picture, width: 400, height: 225 }}
                  price={listing.priceText}
                  facts={listing.facts.slice(0, 2).join(" · ")}
                  foot={
                    <span className="inline-flex items-center gap-1">
                      <Icon name="map-pin" className="size-3.5" />
                      {listing.district}
                    </span>
                  }
                />
              </li>
            ))}
          </CardRow>
        ) : null}
        <p className="mt-4 flex flex-wrap gap-3">
          <Link to={USED_MARKET_PATH} className="btn-primary">
            {home.used.browse}
          </Link>
          <Link to={POST_LISTING_PATH} className="btn-ghost">
            {home.used.sell}
          </Link>
        </p>
      </HomeSection>

      {home.comparisons.length ? (
        <HomeSection
          id="home-comparisons"
          title={t("home.comparisonsTitle")}
          all={["/comparator", t("home.comparisonsAll")]}
        >
          <CardRow swipe={t("home.swipe")}>
            {home.comparisons.map((comparison) => (
              <li
                key={comparison.href}
                data-link-card
                data-comparison
                className={`${rowItem} card p-3 transition hover:border-accent-300`}
              >
                <Link to={comparison.href} className="line-clamp-2 font-bold leading-snug hover:text-link">
                  {comparison.cars[0]!.name} <span className="font-semibold text-muted">{t("home.vs")}</span>{" "}
                  {comparison.cars[1]!.name}
                </Link>
                <div className="mt-2 grid grid-cols-2 gap-2">
                  {comparison.cars.map((car) => (
                    <div key={car.versionId} className="min-w-0">
                      <PictureImg
                        picture={car.picture}
                        alt=""
                        lazy
                        className="aspect-[16/9] w-full rounded-md bg-raised object-contain"
                      />
                      <p className="mt-1 truncate text-xs text-muted">{car.version}</p>
                      <p className="text-sm font-bold text-accent-700 dark:text-accent-300">
                        {car.priceText}
                      </p>
                    </div>
                  ))}
                </div>
              </li>
            ))}
          </CardRow>
        </HomeSection>
      ) : null}

      <HomeSection
        id="home-brands"
        title={t("home.brandsTitle")}
        intro={t("home.brandsText")}
        all={["/auto-guide/new-cars", t("home.brandsAll", { count: home.brandCount })]}
      >
        <ul className="grid grid-cols-3 gap-2 min-[480px]:grid-cols-4 md:grid-cols-6">
          {home.brands.map((brand) => (
            <li key={brand.id}>
              <BrandTile brand={brand} />
            </li>
          ))}
        </ul>
      </HomeSection>

      {home.news.length > 0 ? (
        <HomeSection
          id="home-news"
          title={t("home.newsTitle")}
          intro={t("home.newsText")}
          all={[allNewsPath, t("home.newsAll")]}
        >
          <NewsCardGrid articles={home.news} />
        </HomeSection>
      ) : null}
    </>
  );
}

/** A cards row: a swipe row on phones (the next card peeks in), a grid of four from 640 px. */
const rowItem = "home-row-item";

function HomeSection({
  id,
  title,
  intro,
  all,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  /** The whole list's address and the link's label. */
  all: [to: string, label: string];
  children: ReactNode;
}) {
  return (
    <Section
      id={id}
      title={title}
      intro={intro}
      className="container-page pt-8 sm:pt-12"
      headingClassName="text-xl font-extrabold tracking-tight sm:text-2xl"
      headerClassName="mb-3 flex flex-wrap items-end justify-between gap-x-3"
      introClassName="mt-1 text-sm text-muted sm:text-base"
      action={
        <SeeAllLink
          to={all[0]}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link"
        >
          {all[1]}
        </SeeAllLink>
      }
    >
      {children}
    </Section>
  );
}

/**
 * A row of cards that scrolls sideways on phones, snapping card by card, with the next card showing at the
 * edge and a "Swipe for more" cue under it; a grid of four from 640 px.
 */
function CardRow({ swipe, children }: { swipe: string; children: ReactNode }) {
  return (
    <>
      <ul className="home-row">{children}</ul>
      <p
        aria-hidden="true"
        className="flex items-center justify-end gap-1 text-xs font-semibold text-muted sm:hidden"
      >
        {swipe}
        <Icon name="arrow-right" className="size-3.5" />
      </p>
    </>
  );
}

/**
 * A car in a home row: picture (a photo filling the 16:9 box, or a drawing inside it; lazy unless the row's
 * first cards), name (the card's link), price, one line of facts and an optional foot.
 */
function CarCard({
  href,
  name,
  picture,
  lazy = true,
  priority,
  badge,
  price,
  oldPrice,
  facts,
  foot,
}: {
  href: string;
  name: string;
  picture: Picture;
  /** Below the fold: loaded when it comes near the screen. */
  lazy?: boolean;
  /** The page's largest picture above the fold (its LCP image). */
  priority?: boolean;
  badge?: ReactNode;
  price: string | null;
  oldPrice?: string | null;
  facts: string;
  foot?: ReactNode;
}) {
  return (
    <article data-link-card className="home-card group">
      <div className="relative bg-gradient-to-b from-raised to-surface">
        <PictureImg
          picture={picture}
          alt=""
          priority={priority}
          lazy={lazy}
          className={`aspect-[16/9] w-full ${picture.srcSet ? "object-cover" : "object-contain px-3 pt-2"}`}
        />
        {badge ? (
          <p className="absolute left-2 top-2 text-xs font-bold [&>span]:rounded-full [&>span]:px-2.5 [&>span]:py-1">
            {badge}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <h3 className="truncate font-bold leading-tight">
          <Link to={href} className="group-hover:text-link">
            {name}
          </Link>
        </h3>
        {price ? (
          <p
            className="flex flex-wrap items-baseline gap-x-2 font-extrabold text-accent-700 dark:text-accent-300"
            data-price
          >
            {price}
            {oldPrice ? <s className="text-xs font-semibold text-muted">{oldPrice}</s> : null}
          </p>
        ) : null}
        <p className="line-clamp-1 text-sm text-muted">{facts}</p>
        {foot ? <p className="mt-auto pt-1 text-xs text-muted">{foot}</p> : null}
      </div>
    </article>
  );
}

/**
 * A brand tile: the maker's logo (BrandMark) and name, or where no logo is drawn its name set as a wordmark;
 * names break only between words, never inside one.
 */
function BrandTile({ brand }: { brand: HomeBrand }) {
  const wordmark = brand.logo.kind === "wordmark";
  return (
    <div data-link-card className="home-brand">
      {wordmark ? null : <BrandMark brand={brand} size="sm" />}
      <Link
        to={brandPath(brand)}
        data-brand-name
        className={`home-brand-name ${wordmark ? (brand.name.length > 6 ? "home-wordmark-long" : "home-wordmark") : "home-brand-caption"}`}
      >
        {brand.name}
      </Link>
      <span className="text-xs text-muted">{brand.modelsText}</span>
    </div>
  );
}
