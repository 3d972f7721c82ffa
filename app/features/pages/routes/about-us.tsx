import { ContentPageView } from "~/features/pages/components/content-page";
import { aboutPage } from "~/features/pages/content/about";
import { pageMeta } from "~/shared/lib/meta";
import { contentText } from "~/features/pages/text/content";
import { messagesFor } from "~/shared/i18n/text";
import type { Route } from "./+types/about-us";

/** The text comes through the loader so it is not shipped twice (as HTML and as a script). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    page: aboutPage,
    siteUrl: context.env.SITE_URL,
    text: messagesFor(context.locale, contentText),
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data?.page.title ?? "",
    description: data?.page.description ?? "",
    siteUrl: data?.siteUrl,
    path: "/about-us",
  });

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
