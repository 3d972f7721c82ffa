import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { developersMessages } from "./en/developers";

/** The API reference page's own text (app/features/api/routes/developers.tsx); the calls' texts come from the OpenAPI document: in every locale. */
export const developersText = dictionary({ en: developersMessages });
export type DevelopersMessages = MessagesOf<typeof developersText>;
