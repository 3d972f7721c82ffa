import { GuideSectionPage } from "~/features/practical-guide/components/guide-section-page";
import { ImportCostCalculator } from "~/features/practical-guide/components/import-cost-calculator";
import { guideSectionPage } from "~/features/practical-guide/http.server";
import type { Route } from "./+types/guide-registration";

/** /practical-guide/vehicle-registration: the section with its import landed-cost estimator. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  guideSectionPage(request, context, "vehicle-registration");

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function GuideSection({ loaderData: page }: Route.ComponentProps) {
  const { tool } = page;
  return (
    <GuideSectionPage
      page={page}
      tool={tool?.kind === "import" ? <ImportCostCalculator tool={tool} /> : null}
    />
  );
}
