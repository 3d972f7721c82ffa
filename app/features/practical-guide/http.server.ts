import type { AppLoadContext } from "react-router";
import { notFound } from "~/shared/http/route-params";
import { guideSectionView } from "./practical-guide-section.server";

/** The loader of the four section routes: the section named by the URL with its calculator, or a 404. */
export async function guideSectionPage(
  request: Request,
  context: AppLoadContext,
  sectionSlug: string | undefined,
) {
  const page = await guideSectionView(context.db, {
    sectionSlug,
    search: new URL(request.url).searchParams,
    siteUrl: context.env.SITE_URL,
    locale: context.locale,
  });
  if (!page) notFound(request, context.locale);
  return page;
}
