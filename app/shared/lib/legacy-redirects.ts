/**
 * The site's former French paths (SPEC §2.1) and where they live now, in one table.
 * `tree` entries also move everything below them, keeping the rest of the path; the others match only
 * the path itself. Query strings are always kept.
 */
export const legacyRedirects: ReadonlyArray<{ from: string; to: string; tree?: true }> = [
  { from: "/actualite-auto", to: "/auto-news/all-news" },
  { from: "/actualite-auto", to: "/auto-news", tree: true },
  { from: "/a-propos-de-nous", to: "/about-us" },
  { from: "/contactez-nous", to: "/contact-us" },
  { from: "/concessionnaires", to: "/dealerships", tree: true },
  { from: "/voitures-neuves", to: "/auto-guide/new-cars", tree: true },
  { from: "/voitures-neufs", to: "/auto-guide/new-cars", tree: true },
  { from: "/guide-auto", to: "/auto-guide" },
  { from: "/guide-auto/promos-du-moment", to: "/auto-guide/current-deals", tree: true },
  { from: "/guide-auto/liste-des-concessionnaires", to: "/auto-guide/dealers", tree: true },
  { from: "/guide-auto/avis-des-automobilistes", to: "/auto-guide/driver-reviews", tree: true },
  { from: "/guide-auto/voitures-electriques", to: "/auto-guide/electric-cars", tree: true },
  { from: "/guide-auto/voitures-haut-de-gamme", to: "/auto-guide/luxury-cars", tree: true },
  { from: "/guide-auto/voitures-neuves", to: "/auto-guide/new-cars", tree: true },
  { from: "/guide-auto/nouveautes-au-marche", to: "/auto-guide/new-on-market", tree: true },
  { from: "/politique-de-confidentalite-et-mentions-legales", to: "/privacy-policy-and-legal-notice" },
  { from: "/guide-pratique", to: "/practical-guide" },
  { from: "/guide-pratique/assurer-mon-vehicule", to: "/practical-guide/vehicle-insurance", tree: true },
  { from: "/guide-pratique/permis-de-conduire", to: "/practical-guide/driving-license", tree: true },
  { from: "/guide-pratique/immatriculation", to: "/practical-guide/vehicle-registration", tree: true },
  { from: "/guide-pratique/vignette", to: "/practical-guide/road-tax", tree: true },
  { from: "/guide-pratique/financer-mon-vehicule", to: "/practical-guide/vehicle-financing", tree: true },
  { from: "/guide-pratique/visite-technique", to: "/practical-guide/vehicle-inspection", tree: true },
  { from: "/rss", to: "/atom.xml" },
];

/**
 * Where a legacy path now lives, with the query string (`search`, including its "?") kept;
 * null when the path is not a legacy one. Matching ignores letter case and a trailing slash.
 */
export function legacyRedirect(pathname: string, search = ""): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const lower = path.toLowerCase();
  for (const { from, to } of legacyRedirects) if (lower === from) return to + search;
  for (const { from, to, tree } of legacyRedirects) {
    if (tree && lower.startsWith(`${from}/`)) return to + path.slice(from.length) + search;
  }
  return null;
}
