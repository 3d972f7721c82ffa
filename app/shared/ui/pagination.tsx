import { Link } from "react-router";
import type { PageNav } from "~/shared/lib/pagination";
import { Icon } from "./icon";

const cell =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold";

/** Previous / numbered / next page links, as the loader built them (pageNav). Nothing for one page. */
export function Pagination({ nav }: { nav: PageNav | null }) {
  if (!nav) return null;
  return (
    <nav aria-label={nav.label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {nav.previous ? (
            <Link
              to={nav.previous.href}
              rel="prev"
              className={`${cell} border border-line bg-surface hover:bg-raised`}
            >
              <Icon name="chevron-left" className="size-4" />
              <span className="max-sm:sr-only">{nav.previous.label}</span>
            </Link>
          ) : null}
        </li>
        {nav.links.map((link, i) =>
          link === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={link.number}>
              <Link
                to={link.href}
                aria-label={link.label}
                aria-current={link.current ? "page" : undefined}
                className={`${cell} ${link.current ? "bg-accent-600 text-white" : "hover:bg-raised"}`}
              >
                {link.number}
              </Link>
            </li>
          ),
        )}
        <li>
          {nav.next ? (
            <Link
              to={nav.next.href}
              rel="next"
              className={`${cell} border border-line bg-surface hover:bg-raised`}
            >
              <span className="max-sm:sr-only">{nav.next.label}</span>
              <Icon name="chevron-right" className="size-4" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
