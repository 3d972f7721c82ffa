/**
 * The pieces every back-office form's rules are made of: a slug, a day, a moment in Kigali time, the lists of
 * fields staff edit, and the zod fields built with the admin messages (`adminRules`).
 */
import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { INTEGER_MAX } from "~/shared/lib/ids";
import type { AdminMessages } from "./text/admin";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lower-case words joined by single hyphens: "toyota-rav4". */
export const isSlug = (value: string) => SLUG.test(value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (what a date field sends). */
export function isDay(value: string) {
  if (!DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** Kigali is UTC+2 all year (Africa/Kigali has no daylight saving time). */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

const KIGALI_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A moment typed in Kigali time, "YYYY-MM-DDTHH:MM" (what a datetime-local field sends) or with a space, as
 * the UTC moment it is; undefined for anything else, or a day or time that does not exist.
 */
export function parseKigaliTime(value: string): Date | undefined {
  const match = KIGALI_TIME.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(local);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  return new Date(local - KIGALI_OFFSET_MS);
}

/** A moment as a datetime-local field shows it in Kigali time: "YYYY-MM-DDTHH:MM". */
export function kigaliTimeInput(moment: Date): string {
  return new Date(moment.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 16);
}

/** The fields staff edit: the form's fields but the version time it carries (`updatedAt`). */
export const editableOf = <F extends string>(fields: readonly F[]) =>
  fields.filter((field): field is Exclude<F, "updatedAt"> => field !== "updatedAt");

/** The zod fields of the back-office forms, with the admin messages. */
export function adminRules(t: Translate<AdminMessages>) {
  const tooLong = (max: number) => t("admin.brand.error.tooLong", { max });
  /** Trimmed text of at most `max` characters; required (with this message) when `missing` is given. */
  const text = (max: number, missing?: string) => {
    const field = z.string().trim().max(max, tooLong(max));
    return missing ? field.min(1, missing) : field;
  };
  /** A positive whole number: the id of the item chosen. */
  const id = (message: string) => z.coerce.number().int().positive(message);
  return {
    tooLong,
    text,
    id,
    /** An id that fits the database's integer column. */
    storedId: (message: string) => id(message).max(INTEGER_MAX, message),
    /** A slug, or empty (then made from the name or title). */
    slug: (max: number) =>
      text(max).refine((slug) => slug === "" || isSlug(slug), t("admin.brand.error.slug")),
    /** One of a select's choices. */
    choice: <const V extends readonly [string, ...string[]]>(values: V) =>
      z.enum(values, { message: t("admin.model.error.choose") }),
    /** Text turned into a value by `read`, refused with `message` when it reads as undefined. */
    readAs: <T>(read: (text: string) => T | undefined, message: string) =>
      z
        .string()
        .transform(read)
        .refine((value) => value !== undefined, message),
    /** A checkbox: ticked ("on") or not. */
    checkbox: () => z.string().transform((value) => value === "on"),
  };
}
