export type Messages = Readonly<Record<string, string>>;
export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders from `params`; unknown placeholders stay as written. */
export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * A typed `t()` for one dictionary. Interface text is split by area (app/features/<feature>/text/<area>.ts) so a page ships
 * only the text it shows; see docs/decisions/0005-dictionaries-by-area.md.
 */
export function translator<M extends Messages>(messages: M) {
  return (key: keyof M & string, params?: Params): string => format(messages[key]!, params);
}
