import { GuideSectionPage } from "~/features/practical-guide/components/guide-section-page";
import { guideSectionPage } from "~/features/practical-guide/http.server";
import type { Route } from "./+types/practical-guide-section";

/** The sections without a calculator; financing, road tax and registration have their own routes. */
export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  guideSectionPage(request, context, params.section);

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function PracticalGuideSection({ loaderData: page }: Route.ComponentProps) {
  return <GuideSectionPage page={page} />;
}
