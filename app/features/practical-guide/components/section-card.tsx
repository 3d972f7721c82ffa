import { CardHeading } from "~/shared/ui/card";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";

/**
 * A section of a guide in its home's grid: icon, title (the card's link), a line of text and a count. On
 * phones it is a compact row and the text is left to screen readers.
 */
export function SectionCard({
  icon,
  title,
  href,
  text,
  count,
  headingLevel = 3,
}: {
  icon: IconName;
  title: string;
  href: string;
  text: string;
  /** "12 models", when the section has something to count. */
  count?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <div
      data-link-card
      className="card group flex h-full items-center gap-4 p-4 transition hover:-translate-y-0.5 hover:border-accent-300 sm:flex-col sm:items-start sm:p-5"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-accent-50 text-accent-700 dark:bg-accent-900/50 dark:text-accent-200">
        <Icon name={icon} className="size-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <CardHeading to={href} level={headingLevel}>
          {title}
        </CardHeading>
        <p className="mt-1 text-sm leading-6 text-muted max-sm:sr-only">{text}</p>
        {count ? (
          <p className="mt-auto pt-1 sm:pt-3">
            <span className="inline-flex rounded-full bg-raised px-2.5 py-1 text-xs font-semibold">
              {count}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
