import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { LeadInput } from "~/features/leads/lead-form";
import type { LeadCar, LeadOptions } from "~/features/leads/leads";
import { formatPrice } from "~/shared/lib/price";
import { textFor, type Translate } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import { leadText } from "~/features/leads/text/leads";
import { leadServerText, type LeadServerMessages } from "~/features/leads/text/lead-server";
import type { Db } from "../../shared/db/client";
import {
  brands,
  dealerBrands,
  dealers,
  leads,
  models,
  publicCatalogue,
  publicVersion,
  publishedBrand,
  versions,
} from "../../shared/db/schema";
import { escapeHtml, mailHtml, type MailMessage } from "../../shared/server/mail.server";
import { districts } from "../../shared/server/places.server";

/** Who sent a request: the browser's `cookie_user_id` (SPEC §3) and the member, when known. */
export interface LeadOrigin {
  cookieUserId: string | null;
  userId: string | null;
}

/** Stores a checked request, with the car it is about and its page when sent from one; returns its number. */
export async function saveLead(
  db: Db,
  input: LeadInput,
  origin: LeadOrigin,
  car: LeadCar | null = null,
): Promise<number> {
  const [row] = await db
    .insert(leads)
    .values({
      ...input,
      ...origin,
      consent: true,
      modelId: car?.modelId ?? null,
      versionId: car?.versionId ?? null,
      page: car?.page ?? null,
    })
    .returning({ id: leads.id });
  return row!.id;
}

/**
 * The car a "Get a price" request names (a public version, else a public model) as the popup and the page
 * show it; null when neither is on the site. `page` is the path it was sent from, checked by the caller.
 */
export async function leadCar(
  db: Db,
  ids: { modelId: number | null; versionId: number | null },
  page: string,
): Promise<LeadCar | null> {
  const columns = { brandId: brands.id, brand: brands.name, modelId: models.id, model: models.name };
  if (ids.versionId !== null) {
    const [row] = await db
      .select({ ...columns, versionId: versions.id, version: versions.name })
      .from(versions)
      .innerJoin(models, eq(models.id, versions.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(and(eq(versions.id, ids.versionId), publicVersion));
    if (row)
      return {
        name: `${row.brand} ${row.model} ${row.version}`,
        brandId: row.brandId,
        brand: row.brand,
        modelId: row.modelId,
        versionId: row.versionId,
        page,
      };
  }
  if (ids.modelId === null) return null;
  const [row] = await db
    .select(columns)
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(models.id, ids.modelId), publicCatalogue));
  return row
    ? {
        name: `${row.brand} ${row.model}`,
        brandId: row.brandId,
        brand: row.brand,
        modelId: row.modelId,
        versionId: null,
        page,
      }
    : null;
}

/** The brand's new-car dealers that have an e-mail address: a "Get a price" request is mailed to each. */
export async function brandDealerAddresses(db: Db, brandId: number): Promise<string[]> {
  const rows = await db
    .select({ email: dealers.email })
    .from(dealers)
    .innerJoin(dealerBrands, eq(dealerBrands.dealerId, dealers.id))
    .where(and(eq(dealerBrands.brandId, brandId), eq(dealers.sellsNew, true), isNotNull(dealers.email)))
    .orderBy(asc(dealers.id));
  return [...new Set(rows.map((row) => row.email!.trim().toLowerCase()).filter(Boolean))];
}

/** The names of the brands a request names, in the catalogue's order. */
export async function brandNames(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: brands.name })
    .from(brands)
    .where(inArray(brands.id, [...ids]))
    .orderBy(brands.name);
  return rows.map((row) => row.name);
}

/** "15.000.000 to 25.000.000 RWF", "from 15.000.000 RWF", "up to 25.000.000 RWF", or "Not given". */
export function budgetText(
  min: number | null,
  max: number | null,
  tServer: Translate<LeadServerMessages>,
): string {
  if (min !== null && max !== null) return `${formatPrice(min)} – ${formatPrice(max, { currency: true })}`;
  if (min !== null) return `≥ ${formatPrice(min, { currency: true })}`;
  if (max !== null) return `≤ ${formatPrice(max, { currency: true })}`;
  return tServer("lead.mail.noBudget");
}

/** The mail to the sales team: every answer, as plain text and as a simple table. */
export function leadMail({
  to,
  siteName,
  id,
  lead,
  brands: names,
  memberEmail,
  car = null,
  siteUrl = "",
  dealer = false,
  locale,
}: {
  to: string;
  siteName: string;
  id: number;
  lead: LeadInput;
  brands: string[];
  /** The signed-in member's address, or null for a visitor. */
  memberEmail: string | null;
  /** The car and page of a "Get a price" request. */
  car?: LeadCar | null;
  /** The site's address, to link the page the request came from. */
  siteUrl?: string;
  /** The mail to one of the brand's dealers rather than to the sales team. */
  dealer?: boolean;
  /** The language the mail is written in. */
  locale: Locale;
}): MailMessage {
  const t = textFor(leadText, locale);
  const tServer = textFor(leadServerText, locale);
  const rows: [string, string][] = [
    [tServer("lead.mail.reference"), `#${id}`],
    ...(car
      ? ([
          [tServer("lead.mail.car"), car.name],
          [tServer("lead.mail.page"), `${siteUrl}${car.page}`],
        ] as [string, string][])
      : []),
    [tServer("lead.mail.condition"), t(`lead.condition.${lead.carCondition}`)],
    [tServer("lead.mail.payment"), t(`lead.payment.${lead.paymentMethod}`)],
    [tServer("lead.mail.brands"), names.length > 0 ? names.join(", ") : tServer("lead.mail.anyBrand")],
    [tServer("lead.mail.budget"), budgetText(lead.budgetMin, lead.budgetMax, tServer)],
    [tServer("lead.mail.name"), lead.name],
    [tServer("lead.mail.phone"), lead.phone],
    [tServer("lead.mail.email"), lead.email ?? "—"],
    [tServer("lead.mail.district"), lead.district],
    [
      tServer("lead.mail.account"),
      memberEmail ? tServer("lead.mail.signedIn", { email: memberEmail }) : tServer("lead.mail.anonymous"),
    ],
  ];
  const intro = car
    ? tServer(dealer ? "lead.mail.introDealer" : "lead.mail.introCar", { site: siteName, car: car.name })
    : tServer("lead.mail.intro", { site: siteName });
  const e = escapeHtml;
  return {
    to,
    subject: car
      ? tServer("lead.mail.subjectCar", { car: car.name, name: lead.name, district: lead.district })
      : tServer("lead.mail.subject", { name: lead.name, district: lead.district }),
    text: `${intro}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`,
    html: mailHtml(
      siteName,
      `<p style="line-height:1.5">${e(intro)}</p>
<table style="border-collapse:collapse;width:100%;font-size:14px">
${rows
  .map(
    ([label, value]) =>
      `<tr><th style="text-align:left;padding:6px 12px 6px 0;color:#4b5567;font-weight:normal;vertical-align:top">${e(label)}</th><td style="padding:6px 0;font-weight:bold">${e(value)}</td></tr>`,
  )
  .join("\n")}
</table>
`,
    ),
  };
}

/** The form's choices: the catalogue's published brands by name and Rwanda's districts (Kigali's first). */
export async function leadOptions(db: Db): Promise<LeadOptions> {
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(publishedBrand)
    .orderBy(brands.name);
  return { brands: rows, districts: districts.map((district) => district.name) };
}
