/** A page's place in the site, as [name, path] from the home page down to the page itself. */
export type Trail = [name: string, path: string][];

/** The visible breadcrumbs of a trail: every step a link but the current page. */
export function breadcrumbItems(trail: Trail): { label: string; to?: string }[] {
  return trail.map(([label, to], index) => (index === trail.length - 1 ? { label } : { label, to }));
}
