import type { ImportTool, LevyTool, LoanTool } from "./calculators.server";
import type { guideSectionView } from "./practical-guide-section.server";

/** A section page as its loader builds it (articles, calculator, meta), for the section page's frame. */
export type GuideSectionPageData = NonNullable<Awaited<ReturnType<typeof guideSectionView>>>;

/** The three calculators as the section loader computes them from the URL. */
export type { ImportTool, LevyTool, LoanTool };
