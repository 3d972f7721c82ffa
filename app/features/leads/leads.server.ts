import { inArray } from "drizzle-orm";
import type { LeadInput } from "~/features/leads/lead-form";
import type { LeadOptions } from "~/features/leads/leads";
import { formatPrice } from "~/shared/lib/price";
import { tLead } from "~/features/leads/text/en/leads";
import { tLeadServer } from "~/features/leads/text/en/lead-server";
import type { Db } from "../../shared/db/client";
import { brands, leads } from "../../shared/db/schema";
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
export function budgetText(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatPrice(min)} – ${formatPrice(max, { currency: true })}`;
  if (min !== null) return `≥ ${formatPrice(min, { currency: true })}`;
  if (max !== null) return `≤ ${formatPrice(max, { currency: true })}`;
  return tLeadServer("lead.mail.noBudget");
}

/** The mail to the sales team: every answer, as plain text and as a simple table. */
export function leadMail({
  to,
  siteName,
  id,
  lead,
  brands: names,
  memberEmail,
}: {
  to: string;
  siteName: string;
  id: number;
  lead: LeadInput;
  brands: string[];
  /** The signed-in member's address, or null for a visitor. */
  memberEmail: string | null;
}): MailMessage {
  const rows: [string, string][] = [
    [tLeadServer("lead.mail.reference"), `#${id}`],
    [tLeadServer("lead.mail.condition"), tLead(`lead.condition.${lead.carCondition}`)],
    [tLeadServer("lead.mail.payment"), tLead(`lead.payment.${lead.paymentMethod}`)],
    [
      tLeadServer("lead.mail.brands"),
      names.length > 0 ? names.join(", ") : tLeadServer("lead.mail.anyBrand"),
    ],
    [tLeadServer("lead.mail.budget"), budgetText(lead.budgetMin, lead.budgetMax)],
    [tLeadServer("lead.mail.name"), lead.name],
    [tLeadServer("lead.mail.phone"), lead.phone],
    [tLeadServer("lead.mail.email"), lead.email ?? "—"],
    [tLeadServer("lead.mail.district"), lead.district],
    [
      tLeadServer("lead.mail.account"),
      memberEmail
        ? tLeadServer("lead.mail.signedIn", { email: memberEmail })
        : tLeadServer("lead.mail.anonymous"),
    ],
  ];
  const intro = tLeadServer("lead.mail.intro", { site: siteName });
  const e = escapeHtml;
  return {
    to,
    subject: tLeadServer("lead.mail.subject", { name: lead.name, district: lead.district }),
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

/** The form's choices: the catalogue's brands by name and Rwanda's districts (Kigali's first). */
export async function leadOptions(db: Db): Promise<LeadOptions> {
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(brands.name);
  return { brands: rows, districts: districts.map((district) => district.name) };
}
