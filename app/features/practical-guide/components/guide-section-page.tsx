import type { ReactNode } from "react";
import { GuideCardGrid } from "~/features/practical-guide/components/guide-card";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import type { GuideSectionPageData } from "~/features/practical-guide/view";

/** The heading and introduction of the practical guide's pages, under their breadcrumb trail. */
export function GuideHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-muted">{intro}</p>
    </>
  );
}

/** A practical-guide section: title, introduction, its calculator (`tool`) if it has one, its articles. */
export function GuideSectionPage({ page, tool }: { page: GuideSectionPageData; tool?: ReactNode }) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <GuideHeading title={page.title} intro={page.intro} />
      {tool}
      {page.articles.length ? (
        <GuideCardGrid articles={page.articles} className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3" />
      ) : (
        <p className="mt-8 text-muted">{page.empty}</p>
      )}
    </div>
  );
}
