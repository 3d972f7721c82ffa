import { Link } from "react-router";
import type { PageNav } from "~/shared/lib/pagination";
import { Icon } from "./icon";

const cell =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold";

/** The previous or next page's link, its chevron pointing away from the numbers; nothing on the first or last page. */
function StepLink({ step, rel }: { step: PageNav["previous"]; rel: "prev" | "next" }) {
  if (!step) return null;
  const chevron = <Icon name={rel === "prev" ? "chevron-left" : "chevron-right"} className="size-4" />;
  return (
    <Link to={step.href} rel={rel} className={`${cell} border border-line bg-surface hover:bg-raised`}>
      {rel === "prev" ? chevron : null}
      <span className="max-sm:sr-only">{step.label}</span>
      {rel === "next" ? chevron : null}
    </Link>
  );
}

/** Previous / numbered / next page links, as the loader built them (pageNav). Nothing for one page. */
export function Pagination({ nav }: { nav: PageNav | null }) {
  if (!nav) return null;
  return (
    <nav aria-label={nav.label} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink step={nav.previous} rel="prev" />
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
          <StepLink step={nav.next} rel="next" />
        </li>
      </ul>
    </nav>
  );
}
