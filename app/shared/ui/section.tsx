/** The recurring parts of a page's body: a titled section, its "see all" link, a list of cards. */
import type { Key, ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";

/**
 * A titled part of a page: `<section aria-labelledby>` and its `<h2>`, an optional introduction under the
 * heading and an optional `action` at its end (a `SeeAllLink`, sort links), then `children`. A section given
 * an `action` keeps its heading row even while that action is `null`.
 */
export function Section({
  id,
  title,
  intro,
  action,
  className,
  headingClassName = "text-2xl font-extrabold tracking-tight",
  headerClassName = "flex flex-wrap items-end justify-between gap-3",
  introClassName = "mt-1 text-muted",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingClassName?: string;
  /** The block that holds the heading with its introduction or action. */
  headerClassName?: string;
  introClassName?: string;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={headingClassName}>
      {title}
    </h2>
  );
  const introText = intro ? <p className={introClassName}>{intro}</p> : null;
  return (
    <section aria-labelledby={id} className={className}>
      {action !== undefined ? (
        <div className={headerClassName}>
          {introText ? (
            <div>
              {heading}
              {introText}
            </div>
          ) : (
            heading
          )}
          {action}
        </div>
      ) : introText ? (
        <div className={headerClassName}>
          {heading}
          {introText}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The link to the whole list a section shows part of: its label, then an arrow. */
export function SeeAllLink({
  to,
  className = "inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link",
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      {children}
      <Icon name="arrow-right" className="size-4" />
    </Link>
  );
}

type Keyed = { id: Key };

/**
 * A list of cards (or any items): a `<ul>` with one `<li>` per item, holding what `children` draws for it.
 * Items are keyed by their `id`, or by `itemKey` for items without one.
 */
export function CardGrid<T>({
  items,
  className,
  itemClassName,
  itemKey,
  children,
}: {
  items: readonly T[];
  className: string;
  itemClassName?: string;
  children: (item: T, index: number) => ReactNode;
} & ([T] extends [Keyed] ? { itemKey?: (item: T) => Key } : { itemKey: (item: T) => Key })) {
  // Without `itemKey`, the props' type has made sure every item has an `id`.
  const keyOf = itemKey ?? ((item: T) => (item as Keyed).id);
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <li key={keyOf(item)} className={itemClassName}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  );
}
