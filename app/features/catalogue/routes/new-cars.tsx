import { Link } from "react-router";
import { BrandMark } from "~/shared/ui/brand-mark";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { PageHeader } from "~/shared/ui/page-header";
import { CardHeading } from "~/shared/ui/card";
import { Pagination } from "~/shared/ui/pagination";
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { guideTrail } from "~/features/catalogue/trails";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { initialOf, letterAnchor } from "~/features/catalogue/letter-index";
import { brandPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { pageParam } from "~/shared/lib/pagination";
import { guidePagesText, type GuidePagesMessages } from "~/features/catalogue/text/guide-pages";
import { guideServerText } from "~/features/catalogue/text/guide-server";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { pageNavigation } from "~/features/catalogue/car-list.server";
import { listMakes } from "~/features/catalogue/guide.server";
import type { Route } from "./+types/new-cars";

const PATH = "/auto-guide/new-cars";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context;
  const tServer = textFor(guideServerText, locale);
  const url = new URL(request.url);
  const { makes, page, letters } = await listMakes(
    context.db,
    pageParam(url.searchParams.get("page")),
    locale,
  );
  const trail = guideTrail(locale);
  const siteUrl = context.env.SITE_URL;
  const seo = {
    title: page.page > 1 ? tServer("makes.titlePage", { page: page.page }) : tServer("makes.title"),
    description: tServer("makes.description", { count: page.total }),
    path: page.page > 1 ? `${PATH}?page=${page.page}` : PATH,
    jsonLd: { "@context": "https://schema.org", ...breadcrumbList(siteUrl, trail) },
  };
  // The first make of each letter on this page carries the letter's anchor.
  const anchored = new Set<string>();
  return {
    breadcrumbs: breadcrumbItems(trail),
    /** The page's own text: its dictionary stays on the server. */
    text: messagesFor(locale, guidePagesText),
    pageNav: pageNavigation(page, url.search, locale),
    letters: letters.map(({ letter, page: on }) => ({
      letter,
      href: `${PATH}${on > 1 ? `?page=${on}` : ""}#${letterAnchor(letter)}`,
    })),
    makes: makes.map((make) => {
      const letter = initialOf(make.name);
      const anchor = anchored.has(letter) ? undefined : letterAnchor(letter);
      anchored.add(letter);
      return { ...make, anchor, href: brandPath(make) };
    }),
    meta: seoMeta(seo, siteUrl),
  };
}

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function NewCars({ loaderData }: Route.ComponentProps) {
  const t = useText<GuidePagesMessages>();
  const { makes, letters } = loaderData;
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={loaderData.breadcrumbs} />
      <PageHeader title={t("makes.heading")} intro={t("makes.intro")} />

      {letters.length > 1 ? (
        <nav aria-label={t("makes.jump")} className="mt-6">
          <ul className="flex flex-wrap gap-1.5">
            {letters.map(({ letter, href }) => (
              <li key={letter}>
                <Link
                  to={href}
                  className="inline-flex size-10 items-center justify-center rounded-xl border border-line bg-surface text-sm font-bold hover:border-accent-300 hover:text-link"
                >
                  {letter}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <ul className="mt-6 grid gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {makes.map((make) => (
          <li
            key={make.id}
            id={make.anchor}
            data-link-card
            className="card group flex items-center gap-3 p-4 transition hover:-translate-y-0.5 hover:border-accent-300"
          >
            <BrandMark brand={make} />
            <div className="min-w-0 flex-1">
              <CardHeading to={make.href} level={2} className="font-bold leading-tight">
                {make.name}
              </CardHeading>
              <p className="mt-0.5 text-sm text-muted">{make.modelsText}</p>
              {make.priceText ? (
                <p className="text-sm font-semibold text-accent-700 dark:text-accent-300">{make.priceText}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pagination nav={loaderData.pageNav} />
    </div>
  );
}
