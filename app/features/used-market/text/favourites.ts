import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { favouritesMessages } from "./en/favourites";

/** Favourite listings: the heart on cards and listing pages, and /account/favourites: in every locale. */
export const favouritesText = dictionary({ en: favouritesMessages });
export type FavouritesMessages = MessagesOf<typeof favouritesText>;
