import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { equipmentMessages } from "./en/equipment";

/** Equipment text (item names, groups, units), resolved by loaders: in every locale. */
export const equipmentText = dictionary({ en: equipmentMessages });
export type EquipmentMessages = MessagesOf<typeof equipmentText>;
