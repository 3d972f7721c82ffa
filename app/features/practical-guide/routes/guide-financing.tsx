import { GuideSectionPage } from "~/features/practical-guide/components/guide-section-page";
import { LoanCalculator } from "~/features/practical-guide/components/loan-calculator";
import { guideSectionPage } from "~/features/practical-guide/http.server";
import type { Route } from "./+types/guide-financing";

/** /practical-guide/vehicle-financing: the section with its car loan calculator. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  guideSectionPage(request, context, "vehicle-financing");

export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

export default function GuideSection({ loaderData: page }: Route.ComponentProps) {
  const { tool } = page;
  return (
    <GuideSectionPage page={page} tool={tool?.kind === "loan" ? <LoanCalculator tool={tool} /> : null} />
  );
}
