import type { ReactNode } from "react";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";

/** The colour of an empty state's icon: muted (nothing yet), ok (all done), accent (something to start). */
const ICON_TONES = {
  muted: "text-muted",
  ok: "text-ok",
  accent: "text-accent-600 dark:text-accent-300",
};

/**
 * The card a list shows when it has nothing: a large icon, a heading, a line of text, and what to do next
 * (`children`, usually a button link). `className` places the card (below the page's header by default).
 */
export function EmptyState({
  icon,
  tone = "muted",
  title,
  text,
  className = "mt-8",
  children,
}: {
  icon: IconName;
  tone?: keyof typeof ICON_TONES;
  title: ReactNode;
  text: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`card ${className} p-8 text-center`}>
      <Icon name={icon} className={`mx-auto size-10 ${ICON_TONES[tone]}`} />
      <h2 className="mt-3 text-xl font-bold">{title}</h2>
      <p className="mt-1 text-muted">{text}</p>
      {children}
    </div>
  );
}
