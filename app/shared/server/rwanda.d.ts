/** The `rwanda` package (MIT): Rwanda's provinces, districts and sectors, from its own data files. */
declare module "rwanda" {
  /** Province keys: "East", "Kigali", "North", "South", "West". */
  export function Provinces(): string[];
  /** Districts of the given provinces, or of the whole country. */
  export function Districts(...provinces: string[]): string[] | undefined;
  /** Sectors of a district in a province. */
  export function Sectors(province: string, district: string): string[] | undefined;
}
