import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { formatNumber } from "~/shared/lib/price";
import { adminRules, editableOf, isDay } from "./form-rules";
import type { AdminMessages } from "./text/admin";
import { readFigure } from "./version-form";
import { dealLabelClash } from "./deal-label";

/** The deal form's fields, in the order the page shows them. */
export const dealFields = [
  "modelId",
  "allVersions",
  "versionIds",
  "title",
  "description",
  "offer",
  "amount",
  "validFrom",
  "validTo",
  "dealerId",
  "conditions",
  "published",
  "updatedAt",
] as const;
export type DealField = (typeof dealFields)[number];

/** The fields staff edit: what the conflict check compares and the audit log shows. */
export const editableDealFields = editableOf(dealFields);
export type EditableDealField = (typeof editableDealFields)[number];

/** Fields sent once per ticked box: read whole, as ids joined by commas. */
export const dealListFields = ["versionIds"] as const;

/** An amount off or a new price in RWF, or a percent off the list price. */
export const dealOffers = ["discount", "percent", "price"] as const;
export type DealOffer = (typeof dealOffers)[number];

export const DEAL_LIMITS = {
  title: 120,
  description: 1000,
  conditions: 1000,
  percent: { min: 1, max: 50 },
  /** A whole version's price at most (versions_price_positive allows up to an int). */
  rwf: 2_000_000_000,
  /** At most this many versions ticked (a model has far fewer). */
  versions: 60,
} as const;

/** Version ids as the form carries them ("12,15"), read strictly: digits only, each once, sorted. */
export function readIds(text: string): number[] | null {
  if (text.trim() === "") return [];
  const parts = text.split(",").map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

/** The deal form read through its rules (the checks against the model's versions are `dealClashes`). */
export function dealSchema(t: Translate<AdminMessages>) {
  const { id, text, choice, checkbox } = adminRules(t);
  return z
    .object({
      modelId: id(t("admin.deal.error.model")),
      allVersions: checkbox(),
      versionIds: z.string().transform((text, ctx) => {
        const ids = readIds(text);
        if (ids && ids.length <= DEAL_LIMITS.versions) return ids;
        ctx.addIssue({ code: "custom", message: t("admin.deal.error.versionsOfModel") });
        return z.NEVER;
      }),
      title: text(DEAL_LIMITS.title, t("admin.deal.error.title")),
      description: text(DEAL_LIMITS.description),
      offer: choice(dealOffers),
      amount: z.string().trim(),
      validFrom: z.string().trim().refine(isDay, t("admin.deal.error.date")),
      validTo: z.string().trim().refine(isDay, t("admin.deal.error.date")),
      dealerId: z
        .string()
        .trim()
        .refine((id) => id === "" || /^\d{1,9}$/.test(id), t("admin.model.error.choose"))
        .transform((id) => (id === "" ? null : Number(id))),
      conditions: text(DEAL_LIMITS.conditions),
      published: checkbox(),
      updatedAt: z.string(),
    })
    .superRefine((deal, ctx) => {
      const issue = (path: DealField, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (deal.allVersions && deal.versionIds.length) issue("versionIds", t("admin.deal.error.allAndSome"));
      if (!deal.allVersions && !deal.versionIds.length) issue("versionIds", t("admin.deal.error.noVersion"));
      const amount = readFigure(deal.amount, true);
      if (deal.offer === "percent") {
        const { min, max } = DEAL_LIMITS.percent;
        if (!(amount >= min && amount <= max)) issue("amount", t("admin.deal.error.percent", { min, max }));
      } else if (!(amount >= 1 && amount <= DEAL_LIMITS.rwf)) issue("amount", t("admin.deal.error.rwf"));
      if (isDay(deal.validFrom) && isDay(deal.validTo) && deal.validTo < deal.validFrom)
        issue("validTo", t("admin.deal.error.endBeforeStart"));
    })
    .transform(({ amount, offer, description, conditions, ...deal }) => {
      const figure = readFigure(amount, true);
      return {
        ...deal,
        versionIds: deal.allVersions ? [] : deal.versionIds,
        description: description || null,
        conditions: conditions || null,
        discountRwf: offer === "discount" ? figure : null,
        percentOff: offer === "percent" ? figure : null,
        newPriceRwf: offer === "price" ? figure : null,
      };
    });
}
export type DealInput = Omit<z.output<ReturnType<typeof dealSchema>>, "updatedAt">;

/**
 * What the deal asks of its model's versions (`versions`: every version of the chosen model, with its list
 * price and, to check the title, its name): the versions ticked must be the model's, a title naming some
 * versions ("Hybrid", "Double Cab") must be on those alone (deal-label.ts), and an amount off or a new price
 * must stay below the cheapest version the deal is on. The first problem, by field, or none.
 */
export function dealClashes(
  deal: Pick<DealInput, "allVersions" | "versionIds" | "discountRwf" | "newPriceRwf"> & { title?: string },
  versions: readonly { id: number; priceRwf: number; name?: string }[],
  t: Translate<AdminMessages>,
): { field: "versionIds" | "amount"; message: string } | undefined {
  const known = new Set(versions.map((version) => version.id));
  if (deal.versionIds.some((id) => !known.has(id)))
    return { field: "versionIds", message: t("admin.deal.error.versionsOfModel") };
  const on = deal.allVersions ? versions : versions.filter((version) => deal.versionIds.includes(version.id));
  if (!on.length) return undefined;
  const named = versions.flatMap(({ id, name }) => (name === undefined ? [] : [{ id, name }]));
  const label =
    deal.title === undefined || named.length < versions.length
      ? undefined
      : dealLabelClash(
          deal.title,
          named,
          on.map((version) => version.id),
        );
  if (label)
    return {
      field: "versionIds",
      message: t("admin.deal.error.titleNames", { word: label.word, versions: label.versions.join(", ") }),
    };
  const cheapest = Math.min(...on.map((version) => version.priceRwf));
  const off = deal.discountRwf ?? deal.newPriceRwf;
  if (off !== null && off >= cheapest)
    return {
      field: "amount",
      message: t(
        deal.discountRwf !== null ? "admin.deal.error.discountAbove" : "admin.deal.error.priceAbove",
        {
          price: formatNumber(cheapest),
        },
      ),
    };
  return undefined;
}
