/* The parts of the cards that make up the site's lists. */
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The heading of a card whose whole surface follows one link (`data-link-card`): the heading holds that
 * link. `level` 2 where the cards are the page's main list, 3 under a section's heading.
 */
export function CardHeading({
  to,
  level = 3,
  className = "text-lg font-bold leading-tight",
  children,
}: {
  to: string;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading className={className}>
      <Link to={to} className="group-hover:text-link">
        {children}
      </Link>
    </Heading>
  );
}
