import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { catalogueServerMessages } from "./en/catalogue-server";

/** New-car guide text used by loaders only (titles, descriptions, key figures): never shipped to the browser: in every locale. */
export const catalogueServerText = dictionary({ en: catalogueServerMessages });
export type CatalogueServerMessages = MessagesOf<typeof catalogueServerText>;
