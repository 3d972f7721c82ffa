/**
 * The catalogue's CSV file (decision 0020): one row per version, its columns, how a file is written (export) and
 * read back (import's dry run): each row matched to a version or added, checked by the version form's own rules
 * (`versionSchema`), and compared field by field with the catalogue.
 */
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { z } from "zod";
import { parseForm, type FormValues } from "~/shared/forms/form-data";
import type { Translate } from "~/shared/i18n/text";
import { CSV_UPLOAD_BYTES } from "~/shared/lib/request-rules";
import { slugFromName } from "./brand-form";
import { changedFields, formValues } from "./changes";
import type { AdminCsvMessages } from "./text/csv";
import type { AdminMessages } from "./text/admin";
import {
  editableVersionFields,
  versionFields,
  versionSchema,
  type EditableVersionField,
  type VersionInput,
} from "./version-form";

export const CSV_MAX_BYTES = CSV_UPLOAD_BYTES;
export const CSV_MAX_ROWS = 20_000;
/** Errors kept for the dry run's page (their count is always given). */
export const CSV_MAX_ERRORS = 1_000;

/** A field's column: its name in snake case ("priceRwf" → "price_rwf", "co2Gkm" → "co2_gkm"). */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The fields a row sets, as the version form edits them (the model is named by the reference columns). */
const rowFields = editableVersionFields.filter(
  (field): field is Exclude<EditableVersionField, "modelId"> => field !== "modelId",
);

/** Columns written for people to read; an import ignores them. */
export const readOnlyColumns = ["brand_id", "brand_name", "model_name", "on_sale"] as const;

/** Every column of an export, in order. */
export const csvColumns = [
  "version_id",
  "brand_id",
  "brand_slug",
  "brand_name",
  "model_id",
  "model_slug",
  "model_name",
  ...rowFields.map(columnOf),
  "on_sale",
] as const;

const knownColumns = new Set<string>(csvColumns);

/** A version as an export writes it: its edited fields, its model's and brand's ids and names, whether it is on sale. */
export type ExportRow = { id: number } & Record<EditableVersionField, unknown> & {
    brandId: number;
    brandSlug: string;
    brandName: string;
    modelSlug: string;
    modelName: string;
    /** The public sees it: it, its model and its brand are published. */
    onSale: boolean;
  };

/**
 * A cell as a spreadsheet may not run it: text starting with = + - @ (or a tab or carriage return) gets a
 * leading apostrophe, which Excel and LibreOffice hide and read as "this is text".
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A cell as an export wrote it, read back: the apostrophe `safeCell` added is taken off. */
export const unsafeCell = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const yesNo = (value: unknown) => (value ? "yes" : "no");

/** One version as its row's cells, in `csvColumns` order: figures as plain digits ("6.8"), yes/no. */
function exportCells(row: ExportRow): string[] {
  const cells: Record<string, string> = {
    version_id: String(row.id),
    brand_id: String(row.brandId),
    brand_slug: row.brandSlug,
    brand_name: row.brandName,
    model_id: String(row.modelId),
    model_slug: row.modelSlug,
    model_name: row.modelName,
    on_sale: yesNo(row.onSale),
  };
  for (const field of rowFields) {
    const value = row[field];
    cells[columnOf(field)] =
      field === "published" ? yesNo(value) : value === null || value === undefined ? "" : String(value);
  }
  return csvColumns.map((column) => safeCell(cells[column] ?? ""));
}

/** The export: UTF-8 with a byte order mark (Excel then reads accents right), a first line of column names, CRLF. */
export function catalogueCsv(rows: readonly ExportRow[]): string {
  return stringify([[...csvColumns], ...rows.map(exportCells)], { bom: true, record_delimiter: "windows" });
}

/** Why a file was refused as a whole: shown beside the file field. */
export type FileProblem =
  | { problem: "notText" | "empty" | "noColumns" }
  | { problem: "malformed"; line: number; reason: string }
  | { problem: "tooManyRows"; max: number }
  | { problem: "unknownColumn" | "duplicateColumn"; column: string };

/** A file's rows, each with the line where it starts (the first line is the column names). */
export interface CsvTable {
  columns: string[];
  rows: { line: number; cells: string[] }[];
}

/** The separator of the first line: a comma, or the semicolon or tab some spreadsheets write. */
function separatorOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (separator: string) => first.split(separator).length;
  const [best] = [",", ";", "\t"].sort((a, b) => count(b) - count(a));
  return best!;
}

/** Reads an uploaded file as a table: UTF-8 text (a BOM allowed), valid CSV, known column names, not too long. */
export function readCsv(bytes: Uint8Array, maxRows = CSV_MAX_ROWS): CsvTable | FileProblem {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { problem: "notText" };
  }
  if (text.includes("\u0000")) return { problem: "notText" };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: separatorOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: maxRows + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const { lines, message } = error as { lines?: number; message?: string };
    const reason = (message ?? "").replace(/^[^:]*:\s*/, "").replace(/ at line \d+$/, "");
    return { problem: "malformed", line: lines ?? 1, reason };
  }
  const [head, ...body] = records;
  if (!head || !body.length) return { problem: "empty" };
  if (body.length > maxRows) return { problem: "tooManyRows", max: maxRows };
  const columns = head.record.map((name) => name.trim().toLowerCase());
  const seen = new Set<string>();
  for (const column of columns) {
    if (!knownColumns.has(column)) return { problem: "unknownColumn", column };
    if (seen.has(column)) return { problem: "duplicateColumn", column };
    seen.add(column);
  }
  if (!seen.has("version_id") && !seen.has("name")) return { problem: "noColumns" };
  return {
    columns,
    rows: body.map(({ record, info }) => ({
      // `lines` is where the row ends: a quoted cell may run over several lines.
      line: info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record,
    })),
  };
}

/** A version as the catalogue has it now. */
export type CurrentVersion = { id: number; updatedAt: Date; published: boolean } & Record<
  EditableVersionField,
  unknown
>;

/** A model a row may name: by id, or by its brand's slug and its own. */
export interface ModelRef {
  id: number;
  brandSlug: string;
  slug: string;
  /** "Toyota RAV4" */
  label: string;
}

export interface FieldChange {
  field: EditableVersionField;
  before: string;
  after: string;
}

export interface RowError {
  line: number;
  column: string;
  message: string;
}

/**
 * What applying a file does: the versions to add and to change (with each field's old → new), those it leaves
 * as they are, and its errors (at most `CSV_MAX_ERRORS`, `errorCount` all of them). `seen` is every matched
 * version's `updatedAt`: Apply refuses when one of them moved. Plain JSON, kept between dry run and apply.
 */
export interface ImportPlan {
  rows: number;
  added: { line: number; label: string; values: VersionInput }[];
  changed: { line: number; id: number; label: string; values: VersionInput; changes: FieldChange[] }[];
  unchanged: { line: number; id: number; label: string }[];
  errors: RowError[];
  errorCount: number;
  seen: [id: number, updatedAt: string][];
}

/** A value as the dry run shows it: as the form would, yes/no, a model by name. */
function shownValue(field: EditableVersionField, value: unknown, models: ReadonlyMap<number, ModelRef>) {
  if (field === "published") return yesNo(value);
  if (field === "modelId" && typeof value === "number") return models.get(value)?.label ?? String(value);
  return value === null || value === undefined ? "" : String(value);
}

const emptyValues = () =>
  Object.fromEntries(versionFields.map((field) => [field, ""])) as FormValues<(typeof versionFields)[number]>;

/** A published cell: yes/no (true/false, 1/0, any case); undefined when empty, null when unreadable. */
function readPublished(text: string): boolean | undefined | null {
  const value = text.trim().toLowerCase();
  if (value === "") return undefined;
  if (["yes", "true", "1", "y"].includes(value)) return true;
  if (["no", "false", "0", "n"].includes(value)) return false;
  return null;
}

/**
 * The dry run of a file: each row matched (by `version_id`; else a new version of the model named by
 * `model_id` or `brand_slug` + `model_slug`), its values overlaid on the version's current ones (columns left
 * out keep them), read through the version form's schema, checked for addresses taken, and compared.
 */
export function planImport(
  table: CsvTable,
  catalogue: { versions: readonly CurrentVersion[]; models: readonly ModelRef[] },
  t: { admin: Translate<AdminMessages>; csv: Translate<AdminCsvMessages> },
): ImportPlan {
  const schema = versionSchema(t.admin);
  const versionsById = new Map(catalogue.versions.map((version) => [version.id, version]));
  const modelsById = new Map(catalogue.models.map((model) => [model.id, model]));
  const modelsBySlugs = new Map(catalogue.models.map((model) => [`${model.brandSlug}/${model.slug}`, model]));
  const addresses = new Map(
    catalogue.versions.map((version) => [`${version.modelId}/${version.slug}`, version.id]),
  );
  const plan: ImportPlan = {
    rows: table.rows.length,
    added: [],
    changed: [],
    unchanged: [],
    errors: [],
    errorCount: 0,
    seen: [],
  };
  const index = new Map(table.columns.map((column, position) => [column, position]));
  const idLines = new Map<number, number>();
  const addressLines = new Map<string, number>();
  const fail = (line: number, column: string, message: string) => {
    plan.errorCount += 1;
    if (plan.errors.length < CSV_MAX_ERRORS) plan.errors.push({ line, column, message });
  };

  for (const { line, cells } of table.rows) {
    if (cells.length !== table.columns.length) {
      fail(line, "", t.csv("admin.csv.row.cells", { count: cells.length, expected: table.columns.length }));
      continue;
    }
    const cell = (column: string) => {
      const position = index.get(column);
      return position === undefined ? undefined : unsafeCell(cells[position]!);
    };
    const errorsBefore = plan.errorCount;

    // Which version: an id names one that exists, once in the file.
    let current: CurrentVersion | undefined;
    const idText = cell("version_id")?.trim() ?? "";
    if (idText !== "") {
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : NaN;
      current = versionsById.get(id);
      if (Number.isNaN(id)) fail(line, "version_id", t.csv("admin.csv.row.badId"));
      else if (!current) fail(line, "version_id", t.csv("admin.csv.row.unknownId", { id }));
      else if (idLines.has(id))
        fail(line, "version_id", t.csv("admin.csv.row.duplicateId", { line: idLines.get(id)! }));
      else idLines.set(id, line);
    }

    // Which model: by id, or by slugs; both must agree; a new version needs one, a known one keeps its own.
    let byId: ModelRef | undefined;
    const modelText = cell("model_id")?.trim() ?? "";
    if (modelText !== "") {
      byId = /^\d{1,9}$/.test(modelText) ? modelsById.get(Number(modelText)) : undefined;
      if (!byId) fail(line, "model_id", t.csv("admin.csv.row.unknownModel", { id: modelText }));
    }
    let bySlugs: ModelRef | undefined;
    const brandSlug = cell("brand_slug")?.trim() ?? "";
    const modelSlug = cell("model_slug")?.trim() ?? "";
    if (brandSlug !== "" || modelSlug !== "") {
      if (brandSlug === "" || modelSlug === "") fail(line, "model_slug", t.csv("admin.csv.row.bothSlugs"));
      else {
        bySlugs = modelsBySlugs.get(`${brandSlug}/${modelSlug}`);
        if (!bySlugs)
          fail(
            line,
            "model_slug",
            t.csv("admin.csv.row.unknownSlugs", { brand: brandSlug, model: modelSlug }),
          );
      }
    }
    if (byId && bySlugs && byId.id !== bySlugs.id)
      fail(line, "model_id", t.csv("admin.csv.row.modelMismatch"));
    const modelId = byId?.id ?? bySlugs?.id ?? (current?.modelId as number | undefined);
    if (modelId === undefined && plan.errorCount === errorsBefore)
      fail(line, "model_id", t.csv("admin.csv.row.noModel"));

    // A row without an id is the version of its model with its address (the name's when none is given), if
    // there is one: so a file that added versions can be imported again without adding them twice.
    if (idText === "" && modelId !== undefined) {
      const slug = cell("slug")?.trim() || slugFromName(cell("name")?.trim() ?? "");
      const id = addresses.get(`${modelId}/${slug}`);
      current = id === undefined ? undefined : versionsById.get(id);
      if (current && idLines.has(current.id))
        fail(line, "slug", t.csv("admin.csv.row.duplicateId", { line: idLines.get(current.id)! }));
      else if (current) idLines.set(current.id, line);
    }

    // The row's values over the version's current ones, read by the form's rules.
    const saved = current ? formValues(versionFields, current) : undefined;
    const values = saved ? { ...saved } : emptyValues();
    values.modelId = modelId === undefined ? "" : String(modelId);
    for (const field of rowFields) {
      const text = cell(columnOf(field));
      if (text === undefined) {
        if (field === "published" && !current) values.published = "on";
        continue;
      }
      if (field !== "published") {
        values[field] = text;
        continue;
      }
      const published = readPublished(text);
      if (published === null) fail(line, "published", t.csv("admin.csv.row.published"));
      else if (published !== undefined || !current) values.published = published === false ? "" : "on";
    }
    if (plan.errorCount > errorsBefore) continue;

    // A row that says exactly what the version has (an export, untouched) is unchanged: no need to read it.
    if (current && saved && editableVersionFields.every((field) => values[field] === saved[field])) {
      addressLines.set(`${current.modelId}/${current.slug}`, line);
      plan.seen.push([current.id, current.updatedAt.toISOString()]);
      plan.unchanged.push({
        line,
        id: current.id,
        label: `${modelsById.get(current.modelId as number)?.label ?? ""} ${String(current.name)}`.trim(),
      });
      continue;
    }
    const parsed = parseForm(
      schema as z.ZodType<VersionInput & { updatedAt: string }>,
      values,
      versionFields,
    );
    if (!parsed.ok) {
      for (const [field, message] of Object.entries(parsed.errors))
        fail(line, field === "modelId" ? "model_id" : columnOf(field), message as string);
      continue;
    }
    const { updatedAt: _updatedAt, ...input } = parsed.data;

    // Its address: free in the catalogue (but for itself) and in the rest of the file.
    const address = `${input.modelId}/${input.slug}`;
    const owner = addresses.get(address);
    if (addressLines.has(address)) {
      fail(line, "slug", t.csv("admin.csv.row.sameSlug", { line: addressLines.get(address)! }));
      continue;
    }
    addressLines.set(address, line);
    if (owner !== undefined && owner !== current?.id) {
      fail(line, "slug", t.admin("admin.version.error.slugTaken"));
      continue;
    }

    const label = `${modelsById.get(input.modelId)?.label ?? ""} ${input.name}`.trim();
    if (!current) {
      plan.added.push({ line, label, values: input });
      continue;
    }
    plan.seen.push([current.id, current.updatedAt.toISOString()]);
    const fields = changedFields(editableVersionFields, current, input);
    if (!fields.length) plan.unchanged.push({ line, id: current.id, label });
    else
      plan.changed.push({
        line,
        id: current.id,
        label,
        values: input,
        changes: fields.map((field) => ({
          field,
          before: shownValue(field, current[field], modelsById),
          after: shownValue(field, input[field], modelsById),
        })),
      });
  }
  return plan;
}

/** A dry run that can be applied: no errors, something to do. */
export const canApply = (plan: ImportPlan) =>
  plan.errorCount === 0 && plan.added.length + plan.changed.length > 0;
