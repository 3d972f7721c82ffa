import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { toolsMessages } from "./en/tools";

/** Text of the practical guide's calculators: in every locale. */
export const toolsText = dictionary({ en: toolsMessages });
export type ToolsMessages = MessagesOf<typeof toolsText>;
