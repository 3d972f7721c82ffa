import type { FilterField } from "~/shared/ui/filter-select";

/** A filter form's select whose first choice, `any` (the empty value), leaves the filter off. */
export function anyOfField(
  name: string,
  label: string,
  any: string,
  value: string | undefined,
  options: FilterField["options"],
): FilterField {
  return { name, label, value: value ?? "", options: [{ value: "", label: any }, ...options] };
}
