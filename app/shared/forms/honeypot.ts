/** The field a bot fills in and a person never sees; every public form carries it (`Honeypot`, `guardForm`). */
export const HONEYPOT_FIELD = "website";
