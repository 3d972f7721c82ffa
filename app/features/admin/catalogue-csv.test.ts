import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import {
  canApply,
  catalogueCsv,
  columnOf,
  csvColumns,
  CSV_MAX_ERRORS,
  planImport,
  readCsv,
  safeCell,
  unsafeCell,
  type CsvTable,
  type CurrentVersion,
  type ExportRow,
  type ModelRef,
} from "./catalogue-csv";
import { adminText } from "./text/admin";
import { adminCsvText } from "./text/csv";

const t = { admin: textFor(adminText, "en"), csv: textFor(adminCsvText, "en") };
const bytes = (text: string) => new TextEncoder().encode(text);

const rav4: CurrentVersion = {
  id: 7,
  updatedAt: new Date("2026-11-01T08:00:00.123Z"),
  modelId: 3,
  name: "2.0 GX CVT",
  slug: "2-0-gx-cvt",
  priceRwf: 48_000_000,
  energy: "petrol",
  engineLabel: "2.0 L 4-cylinder",
  displacementCc: 1987,
  powerKw: 127,
  powerHp: 170,
  torqueNm: 203,
  transmission: "cvt",
  gears: null,
  drive: "fwd",
  consumptionL100: 6.8,
  consumptionKwh100: null,
  co2Gkm: 155,
  batteryKwh: null,
  electricRangeKm: null,
  acChargeKw: null,
  dcChargeKw: null,
  zeroToHundredS: 9.9,
  topSpeedKmh: 190,
  lengthMm: 4600,
  widthMm: 1855,
  heightMm: 1685,
  wheelbaseMm: 2690,
  groundClearanceMm: 200,
  kerbWeightKg: 1575,
  seats: 5,
  doors: 5,
  bootLitres: 580,
  tankLitres: 55,
  warranty: "3 years / 100.000 km",
  published: true,
};
const hilux: CurrentVersion = { ...rav4, id: 8, modelId: 4, name: "2.8 GD-6", slug: "2-8-gd-6" };
const models: ModelRef[] = [
  { id: 3, brandSlug: "toyota", slug: "rav4", label: "Toyota RAV4" },
  { id: 4, brandSlug: "toyota", slug: "hilux", label: "Toyota Hilux" },
];
const catalogue = { versions: [rav4, hilux], models };

const exportRow = (version: CurrentVersion, model: ModelRef): ExportRow => ({
  ...version,
  brandId: 1,
  brandSlug: model.brandSlug,
  brandName: "Toyota",
  modelSlug: model.slug,
  modelName: model.label.replace("Toyota ", ""),
  onSale: true,
});
const exported = () => catalogueCsv([exportRow(rav4, models[0]!), exportRow(hilux, models[1]!)]);

/** The export of the two versions, read back as a table. */
function table(text: string): CsvTable {
  const read = readCsv(bytes(text));
  if ("problem" in read) throw new Error(`refused: ${JSON.stringify(read)}`);
  return read;
}

/** The dry run of a file of these lines against the catalogue. */
const planOf = (...lines: string[]) => planImport(table(lines.join("\n")), catalogue, t);

/** The export with one cell of one version changed (by column). */
function edited(id: number, column: string, value: string): CsvTable {
  const read = table(exported());
  const position = read.columns.indexOf(column);
  const row = read.rows.find((r) => r.cells[0] === String(id))!;
  row.cells[position] = value;
  return read;
}

describe("the file's columns", () => {
  it("name each field in snake case", () => {
    for (const [field, column] of [
      ["priceRwf", "price_rwf"],
      ["co2Gkm", "co2_gkm"],
      ["consumptionL100", "consumption_l100"],
      ["zeroToHundredS", "zero_to_hundred_s"],
    ] as const)
      expect(columnOf(field)).toBe(column);
  });

  it("start with the version's, model's and brand's ids and slugs, then every field of the version form", () => {
    expect(csvColumns.slice(0, 7)).toEqual([
      "version_id",
      "brand_id",
      "brand_slug",
      "brand_name",
      "model_id",
      "model_slug",
      "model_name",
    ]);
    for (const column of ["name", "slug", "price_rwf", "power_kw", "tank_litres", "warranty", "published"])
      expect(csvColumns).toContain(column);
    expect(csvColumns).not.toContain("model_id_");
    expect(csvColumns).not.toContain("equipment");
  });
});

describe("formula injection", () => {
  it("puts an apostrophe before a cell a spreadsheet would run, and takes it off on import", () => {
    for (const text of ["=1+1", "+33", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(safeCell(text)).toBe(`'${text}`);
      expect(unsafeCell(safeCell(text))).toBe(text);
    }
    expect(safeCell("Toyota")).toBe("Toyota");
    expect(unsafeCell("'quoted")).toBe("'quoted");
  });
});

describe("the export", () => {
  it("is UTF-8 with a byte order mark, a line of column names and one CRLF line per version", () => {
    const text = exported();
    expect(text.startsWith("\uFEFFversion_id,brand_id,brand_slug,")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines).toHaveLength(4); // header, two versions, the final empty line
    expect(lines[1]).toContain("7,1,toyota,Toyota,3,rav4,RAV4,2.0 GX CVT,2-0-gx-cvt,48000000,petrol");
    expect(lines[1]).toContain(",6.8,");
    expect(lines[1]).toMatch(/,yes,yes$/);
  });

  it("neutralises a name that starts like a formula and quotes commas", () => {
    const text = catalogueCsv([
      exportRow({ ...rav4, name: "=HYPERLINK(1)", warranty: "3 years, 100.000 km" }, models[0]!),
    ]);
    expect(text).toContain(",'=HYPERLINK(1),");
    expect(text).toContain(',"3 years, 100.000 km",');
  });
});

describe("reading a file", () => {
  it("refuses what is not UTF-8 text", () => {
    expect(readCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe]))).toEqual({ problem: "notText" });
    expect(readCsv(bytes("version_id\u0000,name\n"))).toEqual({ problem: "notText" });
  });

  it("refuses an empty file, or one with a header only", () => {
    expect(readCsv(bytes(""))).toEqual({ problem: "empty" });
    expect(readCsv(bytes("version_id,price_rwf\r\n"))).toEqual({ problem: "empty" });
  });

  it("refuses broken CSV with the line", () => {
    expect(readCsv(bytes('version_id,name\n7,2.0 "GX"\n8,x\n'))).toMatchObject({
      problem: "malformed",
      line: 2,
    });
    expect(readCsv(bytes('version_id,name\n7,"2.0 GX\n8,x\n'))).toMatchObject({ problem: "malformed" });
  });

  it("refuses unknown and repeated columns, and a file with none of the catalogue's columns", () => {
    expect(readCsv(bytes("version_id,price\n7,1\n"))).toEqual({ problem: "unknownColumn", column: "price" });
    expect(readCsv(bytes("version_id,name,Name\n7,a,b\n"))).toEqual({
      problem: "duplicateColumn",
      column: "name",
    });
    expect(readCsv(bytes("price_rwf\n48000000\n"))).toEqual({ problem: "noColumns" });
  });

  it("refuses more rows than the limit", () => {
    expect(readCsv(bytes("version_id\n1\n2\n3\n"), 2)).toEqual({ problem: "tooManyRows", max: 2 });
    expect("problem" in readCsv(bytes("version_id\n1\n2\n"), 2)).toBe(false);
  });

  it("takes semicolons or tabs, a BOM, blank lines, and gives each row the line where it starts", () => {
    const read = table('\uFEFFversion_id;name;warranty\r\n7;a;"3 years\n100.000 km"\r\n\r\n8;b;c\r\n');
    expect(read.columns).toEqual(["version_id", "name", "warranty"]);
    expect(read.rows).toEqual([
      { line: 2, cells: ["7", "a", "3 years\n100.000 km"] },
      { line: 5, cells: ["8", "b", "c"] },
    ]);
    expect(table("VERSION_ID\tPrice_RWF\n7\t1\n").columns).toEqual(["version_id", "price_rwf"]);
  });
});

describe("the dry run", () => {
  it("finds nothing to do in an unedited export (re-importing changes nothing)", () => {
    const plan = planOf(exported());
    expect(plan).toMatchObject({ rows: 2, added: [], changed: [], errors: [], errorCount: 0 });
    expect(plan.unchanged).toEqual([
      { line: 2, id: 7, label: "Toyota RAV4 2.0 GX CVT" },
      { line: 3, id: 8, label: "Toyota Hilux 2.8 GD-6" },
    ]);
    expect(plan.seen).toEqual([
      [7, "2026-11-01T08:00:00.123Z"],
      [8, "2026-11-01T08:00:00.123Z"],
    ]);
    expect(canApply(plan)).toBe(false);
  });

  it("takes a row that repeats the version's values as unchanged without reading it again", () => {
    // A figure saved before today's rules (here, too long a warranty) does not stop an untouched row.
    const old = { ...rav4, warranty: "w".repeat(100) };
    const text = catalogueCsv([exportRow(old, models[0]!)]);
    const plan = planImport(table(text), { versions: [old, hilux], models }, t);
    expect(plan).toMatchObject({ errorCount: 0, changed: [], unchanged: [{ line: 2, id: 7 }] });
    const touched = planImport(
      table(text.replace("48000000", "48.000.000")),
      { versions: [old, hilux], models },
      t,
    );
    expect(touched.errors).toEqual([{ line: 2, column: "warranty", message: "At most 80 characters." }]);
  });

  it("reads figures as the form does and lists each change old → new", () => {
    const read = edited(7, "price_rwf", "49.500.000");
    read.rows[0]!.cells[read.columns.indexOf("consumption_l100")] = "7,1";
    read.rows[0]!.cells[read.columns.indexOf("published")] = "no";
    const plan = planImport(read, catalogue, t);
    expect(plan.errors).toEqual([]);
    expect(plan.changed).toHaveLength(1);
    expect(plan.changed[0]).toMatchObject({
      line: 2,
      id: 7,
      values: { priceRwf: 49_500_000, consumptionL100: 7.1, published: false, slug: "2-0-gx-cvt" },
      changes: [
        { field: "priceRwf", before: "48000000", after: "49500000" },
        { field: "consumptionL100", before: "6.8", after: "7.1" },
        { field: "published", before: "yes", after: "no" },
      ],
    });
    expect(plan.unchanged.map((row) => row.id)).toEqual([8]);
    expect(canApply(plan)).toBe(true);
  });

  it("keeps the values of the columns a file leaves out", () => {
    const plan = planOf("version_id,price_rwf\n7,50000000\n8,\n");
    expect(plan.changed[0]?.changes).toEqual([{ field: "priceRwf", before: "48000000", after: "50000000" }]);
    // An empty required figure is refused with the form's words, on its line and column.
    expect(plan.errors).toEqual([
      { line: 3, column: "price_rwf", message: "Every version has this figure: give it." },
    ]);
  });

  it("moves a version to another model, named by id or by slugs, shown by name", () => {
    const plan = planOf("version_id,brand_slug,model_slug\n7,toyota,hilux\n");
    expect(plan.changed[0]?.changes).toEqual([
      { field: "modelId", before: "Toyota RAV4", after: "Toyota Hilux" },
    ]);
  });

  it("adds a row without an id to the model it names, published unless it says otherwise", () => {
    const read = edited(7, "version_id", "");
    read.rows[0]!.cells[read.columns.indexOf("slug")] = "";
    read.rows[0]!.cells[read.columns.indexOf("name")] = "2.5 Hybrid";
    read.rows[0]!.cells[read.columns.indexOf("model_id")] = "";
    const plan = planImport(read, catalogue, t);
    expect(plan.errors).toEqual([]);
    expect(plan.added).toEqual([
      {
        line: 2,
        label: "Toyota RAV4 2.5 Hybrid",
        values: expect.objectContaining({
          modelId: 3,
          slug: "2-5-hybrid",
          published: true,
          priceRwf: 48_000_000,
        }),
      },
    ]);
  });

  it("matches a row without an id to its model's version of the same address, so a re-import adds nothing twice", () => {
    const plan = planOf("model_id,name,slug,price_rwf\n3,2.0 GX CVT,,48.000.000\n4,x,2-8-gd-6,50000000\n");
    expect(plan.errors).toEqual([]);
    expect(plan.added).toEqual([]);
    expect(plan.unchanged.map((row) => row.id)).toEqual([7]);
    expect(plan.changed.map((row) => [row.id, row.changes.map((change) => change.field)])).toEqual([
      [8, ["name", "priceRwf"]],
    ]);
  });

  it("refuses ids and models it cannot find, or that disagree, with the line and column", () => {
    const plan = planOf(
      "version_id,model_id,brand_slug,model_slug,name",
      "abc,,,,x",
      "99,,,,x",
      ",77,,,x",
      ",,toyota,corolla,x",
      ",,toyota,,x",
      ",3,toyota,hilux,x",
      ",,,,x",
    );
    expect(plan.errors).toEqual([
      { line: 2, column: "version_id", message: "A version id is a whole number." },
      { line: 3, column: "version_id", message: "No version has the id 99." },
      { line: 4, column: "model_id", message: "No model has the id 77." },
      { line: 5, column: "model_slug", message: "No model “corolla” of the brand “toyota”." },
      { line: 6, column: "model_slug", message: "Give both brand_slug and model_slug, or neither." },
      { line: 7, column: "model_id", message: "model_id and brand_slug / model_slug name different models." },
      { line: 8, column: "model_id", message: "A new version needs model_id, or brand_slug and model_slug." },
    ]);
    expect(canApply(plan)).toBe(false);
  });

  it("refuses a version named twice, a taken address, a bad yes/no and a short line", () => {
    const plan = planOf(
      "version_id,model_id,slug,published",
      "7,,,yes",
      "7,,,yes",
      "8,3,2-0-gx-cvt,yes",
      "8,,,maybe",
      "8,4",
    );
    expect(plan.errors).toEqual([
      { line: 3, column: "version_id", message: "Line 2 already changes this version." },
      { line: 4, column: "slug", message: "Line 2 gives the same address to a version of this model." },
      { line: 5, column: "version_id", message: "Line 4 already changes this version." },
      { line: 5, column: "published", message: "Write yes or no." },
      { line: 6, column: "", message: "This line has 2 cells; the first line has 4." },
    ]);
  });

  it("refuses an address another version of the catalogue has", () => {
    const plan = planOf("version_id,model_id,slug\n8,3,2-0-gx-cvt\n");
    expect(plan.errors).toEqual([
      { line: 2, column: "slug", message: "Another version of this model already has this address." },
    ]);
  });

  it("checks each field by the version form's rules", () => {
    const plan = planOf("version_id,seats,energy,consumption_l100,name\n7,2.5,steam,0,\n");
    expect(plan.errors).toEqual([
      { line: 2, column: "name", message: "Give the version's name, for example 2.0 GX CVT." },
      { line: 2, column: "energy", message: "Choose one of the list." },
      { line: 2, column: "consumption_l100", message: "A number from 0,5 to 40." },
      { line: 2, column: "seats", message: "A whole number from 1 to 60." },
    ]);
  });

  it("keeps the first errors and counts them all", () => {
    const rows = Array.from({ length: CSV_MAX_ERRORS + 5 }, () => "x");
    const plan = planOf("version_id", ...rows);
    expect(plan.errors).toHaveLength(CSV_MAX_ERRORS);
    expect(plan.errorCount).toBe(CSV_MAX_ERRORS + 5);
  });

  it("reads a neutralised cell back as it was", () => {
    const read = edited(7, "engine_label", "'-2.0 L");
    const plan = planImport(read, catalogue, t);
    expect(plan.changed[0]?.changes).toEqual([
      { field: "engineLabel", before: "2.0 L 4-cylinder", after: "-2.0 L" },
    ]);
  });
});
