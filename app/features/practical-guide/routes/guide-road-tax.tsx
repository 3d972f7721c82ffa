import { GuideSectionPage } from "~/features/practical-guide/components/guide-section-page";
import { RoadLevyCalculator } from "~/features/practical-guide/components/road-levy-calculator";
import { guideSectionPage } from "~/features/practical-guide/http.server";
import type { Route } from "./+types/guide-road-tax";

/** /practical-guide/road-tax: the section with its yearly road-levy look-up. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  guideSectionPage(request, context, "road-tax");

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function GuideSection({ loaderData: page }: Route.ComponentProps) {
  const { tool } = page;
  return (
    <GuideSectionPage page={page} tool={tool?.kind === "levy" ? <RoadLevyCalculator tool={tool} /> : null} />
  );
}
