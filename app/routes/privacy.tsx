import { ContentPageView } from "~/components/content/content-page";
import { privacyPage } from "~/content/privacy";
import { pageMeta, siteUrlFrom } from "~/lib/meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: privacyPage.title,
    description: privacyPage.description,
    siteUrl: siteUrlFrom(matches),
    path: "/privacy-policy-and-legal-notice",
  });

export default function Privacy() {
  return <ContentPageView page={privacyPage} showUpdated />;
}
