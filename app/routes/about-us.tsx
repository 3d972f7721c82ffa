import { ContentPageView } from "~/components/content/content-page";
import { aboutPage } from "~/content/about";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: aboutPage.title, description: aboutPage.description, siteUrl: siteUrlFrom(matches), path: "/about-us" });

export default function AboutUs() {
  return <ContentPageView page={aboutPage} />;
}
