import { useText as usePageText } from "~/shared/i18n/use-text";
import type { LayoutMessages } from "~/features/layout/text/layout";

/** The layout's `t()`: the root loader sends the layout's text (app/features/layout/text/layout.ts). */
export const useText = () => usePageText<LayoutMessages>();
