export type Messages = Readonly<Record<string, string>>;
export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders from `params`; unknown placeholders stay as written. */
export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
