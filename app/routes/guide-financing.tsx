import { GuideSectionPage } from "~/components/content/guide-section-page";
import { LoanCalculator } from "~/components/tools/loan-calculator";
import { guideSectionPage } from "~/server/practical-guide-section.server";
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
