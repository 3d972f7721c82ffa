import { ContentPageView } from "~/features/pages/components/content-page";
import { contentPageData, contentPageMeta } from "~/features/pages/content-page";
import { privacyPage } from "~/features/pages/content/privacy";
import type { Route } from "./+types/privacy";

export const loader = ({ context }: Route.LoaderArgs) =>
  contentPageData(privacyPage, context.env.SITE_URL, context.locale);

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "/privacy-policy-and-legal-notice");

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} showUpdated />;
}
