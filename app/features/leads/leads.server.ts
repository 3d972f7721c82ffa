import { inArray } from "drizzle-orm";
import type { LeadInput } from "~/features/leads/lead-form";
import type { LeadOptions } from "~/features/leads/leads";
import { formatPrice } from "~/shared/lib/price";
import { textFor, type Translate } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import { leadText } from "~/features/leads/text/leads";
import { leadServerText, type LeadServerMessages } from "~/features/leads/text/lead-server";
import type { Db } from "../../shared/db/client";
import { brands, leads, publishedBrand } from "../../shared/db/schema";
import { escapeHtml, mailHtml, type MailMessage } from "../../shared/server/mail.server";
import { districts } from "../../shared/server/places.server";

/** Who sent a request: the browser's `cookie_user_id` (SPEC §3) and the member, when known. */
export interface LeadOrigin {
  cookieUserId: string | null;
  userId: string | null;
}

/** Stores a checked request; returns its number. */
export async function saveLead(db: Db, input: LeadInput, origin: LeadOrigin): Promise<number> {
  const [row] = await db
    .insert(leads)
    .values({ ...input, ...origin, consent: true })
    .returning({ id: leads.id });
  return row!.id;
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
  locale,
}: {
  to: string;
  siteName: string;
  id: number;
  lead: LeadInput;
  brands: string[];
  /** The signed-in member's address, or null for a visitor. */
  memberEmail: string | null;
  /** The language the mail is written in. */
  locale: Locale;
}): MailMessage {
  const t = textFor(leadText, locale);
  const tServer = textFor(leadServerText, locale);
  const rows: [string, string][] = [
    [tServer("lead.mail.reference"), `#${id}`],
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
  const intro = tServer("lead.mail.intro", { site: siteName });
  const e = escapeHtml;
  return {
    to,
    subject: tServer("lead.mail.subject", { name: lead.name, district: lead.district }),
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
