import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { adminPhotosMessages } from "./en/photos";

/** The back office's photo pages (a model's or a version's gallery, a brand's logo): in every locale. */
export const adminPhotosText = dictionary({ en: adminPhotosMessages });
export type AdminPhotosMessages = MessagesOf<typeof adminPhotosText>;
