import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A rounded link among others of its kind (a filter's choices, sort orders, categories), filled while it is
 * the one in force (`active`), which `aria-current` also tells. `className` gives its size and shape.
 */
export function ChipLink({
  to,
  active,
  current = "true",
  preventScrollReset,
  className,
  inactiveClassName = "border-line bg-surface hover:bg-raised",
  children,
}: {
  to: string;
  active: boolean;
  /** What `aria-current` says when active: "true", or "page" for links between pages. */
  current?: "true" | "page";
  preventScrollReset?: boolean;
  className: string;
  inactiveClassName?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      preventScrollReset={preventScrollReset}
      aria-current={active ? current : undefined}
      className={`${className} ${active ? "border-accent-600 bg-accent-600 text-white" : inactiveClassName}`}
    >
      {children}
    </Link>
  );
}
