import { useText as usePageText } from "~/shared/i18n/use-text";
import type { layoutMessages } from "~/features/layout/text/en/layout";

/** The layout's `t()`: the root loader sends the layout's text (app/features/layout/text/en/layout.ts). */
export const useText = () => usePageText<typeof layoutMessages>();
