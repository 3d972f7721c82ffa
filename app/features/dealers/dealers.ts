import { type OpeningHours } from "~/shared/lib/value-sets";
/** The dealer directory: its vocabularies, opening hours in Kigali time, filters, map links and JSON-LD. */
import type { Translate } from "~/shared/i18n/text";
import type { DealersMessages } from "./text/dealers";

/** What a dealer does: sells new cars, sells used cars, services and repairs cars. */
export const dealerServices = ["new", "used", "service"] as const;
export type DealerService = (typeof dealerServices)[number];

/** Day names, Sunday first as Date.getDay() counts. */
export const weekDays = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** Kigali keeps UTC+2 all year (no daylight saving time). */
const KIGALI_OFFSET_MINUTES = 120;

/** The day of the week (0 = Sunday) and the minutes since midnight on the clock in Kigali at `now`. */
/** A dealer's monogram until a logo is uploaded: the first letters of its first two words ("Toyota Rwanda" → "TR"). */
export function monogram(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

export function kigaliClock(now: Date): { day: number; minutes: number } {
  const local = new Date(now.getTime() + KIGALI_OFFSET_MINUTES * 60_000);
  return { day: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** "17:30" → 1050; undefined for anything that is not a time of day "HH:MM". */
export function timeMinutes(time: string): number | undefined {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The well-formed opening periods of a day (opens before closes), earliest first. */
function periodsOf(hours: readonly OpeningHours[], day: number) {
  return hours
    .filter((h) => h.day === day)
    .map((h) => ({ ...h, from: timeMinutes(h.opens), to: timeMinutes(h.closes) }))
    .filter(
      (h): h is OpeningHours & { from: number; to: number } =>
        h.from !== undefined && h.to !== undefined && h.from < h.to,
    )
    .sort((a, b) => a.from - b.from);
}

/** Open or closed at a moment, with when that changes; `next` is absent for a dealer with no hours at all. */
export type OpenState =
  | { open: true; closes: string }
  | { open: false; next?: { day: number; opens: string; when: "today" | "tomorrow" | "later" } };

/** Whether a dealer is open at `now` (Kigali time) by its weekly hours, and when it next closes or opens. */
export function openState(hours: readonly OpeningHours[], now: Date): OpenState {
  const { day, minutes } = kigaliClock(now);
  const current = periodsOf(hours, day).find((p) => p.from <= minutes && minutes < p.to);
  if (current) return { open: true, closes: current.closes };
  for (let ahead = 0; ahead < 8; ahead++) {
    const nextDay = (day + ahead) % 7;
    const period = periodsOf(hours, nextDay).find((p) => ahead > 0 || p.from > minutes);
    if (period) {
      const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : "later";
      return { open: false, next: { day: nextDay, opens: period.opens, when } };
    }
  }
  return { open: false };
}

/** "Open · closes at 17:30", "Closed · opens Monday 08:00", or "Closed" when no hours are known. */
export function openLabel(state: OpenState, t: Translate<DealersMessages>): string {
  if (state.open) return t("open.closesAt", { time: state.closes });
  if (!state.next) return t("open.closed");
  const { when, opens, day } = state.next;
  if (when === "today") return t("open.opensToday", { time: opens });
  if (when === "tomorrow") return t("open.opensTomorrow", { time: opens });
  return t("open.opensOn", { day: weekDays[day]!, time: opens });
}

/** A week's hours as seven rows, Monday first, each with its periods or none when closed. */
export function weekRows(hours: readonly OpeningHours[]): { day: number; name: string; periods: string[] }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    day,
    name: weekDays[day]!,
    periods: periodsOf(hours, day).map((p) => `${p.opens}–${p.closes}`),
  }));
}

export interface DealerFilters {
  brand?: string;
  district?: string;
  service?: DealerService;
  openNow: boolean;
}

/**
 * Reads `?brand=&district=&service=&open=` against the choices the form offers; an unknown or malformed
 * value is ignored, never an error. `open` is on for "1" or "true".
 */
export function parseDealerFilters(
  params: URLSearchParams,
  choices: { brands: readonly string[]; districts: readonly string[] },
): DealerFilters {
  const brand = choices.brands.find((b) => b === params.get("brand"));
  const wanted = params.get("district")?.toLowerCase();
  const district = choices.districts.find((d) => d.toLowerCase() === wanted);
  const service = dealerServices.find((s) => s === params.get("service"));
  const open = params.get("open")?.toLowerCase();
  return {
    ...(brand ? { brand } : {}),
    ...(district ? { district } : {}),
    ...(service ? { service } : {}),
    openNow: open === "1" || open === "true",
  };
}

/** The dealer's place on OpenStreetMap, with a marker. */
export function openStreetMapLink(latitude: number, longitude: number, zoom = 17): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** A wa.me link to a WhatsApp number, with a message typed in advance. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** /dealerships/{id}-{slug}: a dealer's page. */
export function dealerPath(dealer: { id: number; slug: string }): string {
  return `/dealerships/${dealer.id}-${dealer.slug}`;
}

export interface DealerJsonLdInput {
  name: string;
  description: string;
  address: string;
  district: string;
  phone: string;
  email: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  logoUrl: string | null;
  hours: readonly OpeningHours[];
  brands: readonly string[];
}

/** schema.org AutoDealer for a dealer's page at `url`. */
export function autoDealerJsonLd(dealer: DealerJsonLdInput, url: string) {
  const days = new Map<string, string[]>();
  for (const period of periodsOfWeek(dealer.hours)) {
    const key = `${period.opens}-${period.closes}`;
    days.set(key, [...(days.get(key) ?? []), `https://schema.org/${weekDays[period.day]}`]);
  }
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: dealer.name,
    url,
    ...(dealer.description ? { description: dealer.description } : {}),
    ...(dealer.phone ? { telephone: dealer.phone } : {}),
    ...(dealer.email ? { email: dealer.email } : {}),
    ...(dealer.website ? { sameAs: dealer.website } : {}),
    ...(dealer.logoUrl ? { logo: dealer.logoUrl } : {}),
    address: {
      "@type": "PostalAddress",
      ...(dealer.address ? { streetAddress: dealer.address } : {}),
      addressLocality: dealer.district,
      addressCountry: "RW",
    },
    ...(dealer.latitude !== null && dealer.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: dealer.latitude, longitude: dealer.longitude } }
      : {}),
    ...(days.size
      ? {
          openingHoursSpecification: [...days].map(([key, dayOfWeek]) => {
            const [opens, closes] = key.split("-");
            return { "@type": "OpeningHoursSpecification", dayOfWeek, opens, closes };
          }),
        }
      : {}),
    ...(dealer.brands.length ? { brand: dealer.brands.map((name) => ({ "@type": "Brand", name })) } : {}),
  };
}

/** Every well-formed period of the week, Monday first. */
function periodsOfWeek(hours: readonly OpeningHours[]) {
  return [1, 2, 3, 4, 5, 6, 0].flatMap((day) => periodsOf(hours, day));
}
