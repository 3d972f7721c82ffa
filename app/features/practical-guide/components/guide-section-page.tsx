import type { ReactNode } from "react";
import { GuideCard } from "~/features/practical-guide/components/guide-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import type { GuideSectionPageData } from "~/features/practical-guide/view";

/** A practical-guide section: title, introduction, its calculator (`tool`) if it has one, its articles. */
export function GuideSectionPage({ page, tool }: { page: GuideSectionPageData; tool?: ReactNode }) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{page.intro}</p>
      {tool}
      {page.articles.length ? (
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {page.articles.map((article) => (
            <li key={article.id}>
              <GuideCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-muted">{page.empty}</p>
      )}
    </div>
  );
}
