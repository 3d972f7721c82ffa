import { Link } from "react-router";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { Icon } from "~/shared/ui/icon";
import { safetyPage } from "~/features/used-market/content/safety";
import { formatDate } from "~/shared/lib/dates";
import { USED_MARKET_PATH, USED_SAFETY_PATH, USED_SEARCH_PATH } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { layoutText } from "~/features/layout/text/layout";
import { usedMarketText } from "~/features/used-market/text/used-market";
import { textFor } from "~/shared/i18n/text";
import type { Route } from "./+types/used-safety";

/** The text comes through the loader, so it is in the page once (as HTML), not also as a script. */
export function loader({ context }: Route.LoaderArgs) {
  const t = textFor(usedMarketText, context.locale);
  return {
    page: safetyPage,
    updated: t("used.safetyUpdated", { date: formatDate(safetyPage.updated) }),
    searchLabel: t("used.searchTitle"),
    breadcrumbs: [
      { label: textFor(layoutText, context.locale)("menu.home"), to: "/" },
      { label: t("used.market"), to: USED_MARKET_PATH },
      { label: t("listing.safetyLink") },
    ],
    meta: seoMeta(
      { title: safetyPage.title, description: safetyPage.description, path: USED_SAFETY_PATH },
      context.env.SITE_URL,
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** /marche-doccasion/safety-tips: how to avoid scams when buying a used car in Rwanda. */
export default function UsedSafety({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <header className="border-b border-line bg-gradient-to-b from-accent-50 to-page dark:from-accent-900/30">
        <div className="container-page py-6 sm:py-10">
          <Breadcrumbs items={loaderData.breadcrumbs} />
          <h1 className="mt-5 flex max-w-4xl items-start gap-3 text-3xl font-extrabold tracking-tight sm:text-5xl">
            <Icon name="shield-check" className="mt-1 size-8 shrink-0 text-ok sm:size-11" />
            {page.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{page.intro}</p>
          <p className="mt-3 text-sm text-muted">{loaderData.updated}</p>
        </div>
      </header>

      <div className="container-page py-8 sm:py-10">
        <section aria-labelledby="safety-rules">
          <h2 id="safety-rules" className="text-2xl font-bold">
            {page.rulesHeading}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {page.rules.map((rule) => (
              <li key={rule.title} className="card flex gap-3 p-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-600 dark:bg-accent-900/40 dark:text-accent-300">
                  <Icon name={rule.icon} className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-bold">{rule.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted">{rule.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="prose-page max-w-3xl">
            {page.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.list ? (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>

          <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
            <section
              aria-labelledby="safety-scammed"
              className="rounded-(--radius-card) border border-danger/40 bg-danger/5 p-5"
            >
              <h2 id="safety-scammed" className="flex items-center gap-2 text-lg font-bold">
                <Icon name="siren" className="size-5 text-danger" />
                {page.scammed.heading}
              </h2>
              {page.scammed.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 text-sm leading-6">
                  {paragraph}
                </p>
              ))}
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6">
                {page.scammed.list?.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            <nav aria-labelledby="safety-related" className="card p-5">
              <h2 id="safety-related" className="text-lg font-bold">
                {page.relatedHeading}
              </h2>
              <ul className="mt-2 space-y-1">
                {page.related.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="flex min-h-11 items-center gap-2 font-semibold text-link hover:underline"
                    >
                      <Icon name="book-open" className="size-4 shrink-0" />
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Link to={USED_SEARCH_PATH} className="btn-primary w-full">
              <Icon name="search" className="size-4" />
              {loaderData.searchLabel}
            </Link>
          </aside>
        </div>
      </div>
    </article>
  );
}
