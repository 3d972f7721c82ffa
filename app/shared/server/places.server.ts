import { Districts, Provinces, Sectors } from "rwanda";

/** A district of Rwanda with its province (as the Government names them) and its sectors. */
export interface District {
  name: string;
  province: string;
  sectors: string[];
}

const provinceNames: Record<string, string> = {
  Kigali: "Kigali City",
  East: "Eastern Province",
  North: "Northern Province",
  South: "Southern Province",
  West: "Western Province",
};

/** Rwanda's 30 districts and 416 sectors (the `rwanda` package's data), Kigali's first, then by name. */
export const districts: readonly District[] = Provinces()
  .flatMap((province) =>
    (Districts(province) ?? []).map((name) => ({
      name,
      province: provinceNames[province] ?? province,
      sectors: [...(Sectors(province, name) ?? [])].sort((a, b) => a.localeCompare(b)),
    })),
  )
  .sort(
    (a, b) =>
      Number(b.province === "Kigali City") - Number(a.province === "Kigali City") ||
      a.name.localeCompare(b.name),
  );

const byName = new Map(districts.map((district) => [district.name.toLowerCase(), district]));

/** The district called `name` (any case), or undefined. */
export function findDistrict(name: string | null | undefined): District | undefined {
  return name ? byName.get(name.trim().toLowerCase()) : undefined;
}

/** The sector of `district` called `name` (any case), with its official spelling, or undefined. */
export function findSector(district: District, name: string | null | undefined): string | undefined {
  const wanted = name?.trim().toLowerCase();
  return wanted ? district.sectors.find((sector) => sector.toLowerCase() === wanted) : undefined;
}
