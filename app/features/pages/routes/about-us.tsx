import { ContentPageView } from "~/features/pages/components/content-page";
import { contentPageData, contentPageMeta } from "~/features/pages/content-page";
import { aboutPage } from "~/features/pages/content/about";
import type { Route } from "./+types/about-us";

export const loader = ({ context }: Route.LoaderArgs) =>
  contentPageData(aboutPage, context.env.SITE_URL, context.locale);

export const meta: Route.MetaFunction = ({ data }) => contentPageMeta(data, "/about-us");

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
