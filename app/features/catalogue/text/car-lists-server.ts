import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { carListsServerMessages } from "./en/car-lists-server";

/** New-car list text computed by loaders (titles, descriptions, filter chips, card facts): never shipped: in every locale. */
export const carListsServerText = dictionary({ en: carListsServerMessages });
export type CarListsServerMessages = MessagesOf<typeof carListsServerText>;
