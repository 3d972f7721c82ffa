import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";

/** One card of the account pages: an icon, a title, a line of explanation, then its forms. */
export function Section({
  id,
  icon,
  title,
  text,
  tone = "normal",
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  tone?: "normal" | "danger";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-8">
      <div className="flex items-start gap-4">
        <span
          className={`hidden size-11 shrink-0 place-items-center rounded-xl sm:grid ${
            tone === "danger"
              ? "bg-danger/10 text-danger"
              : "bg-accent-50 text-accent-600 dark:bg-accent-900/40 dark:text-accent-300"
          }`}
        >
          <Icon name={icon} className="size-5" />
        </span>
        <div>
          <h2 id={id} className="text-xl font-bold">
            {title}
          </h2>
          <p className="mt-1 leading-7 text-muted">{text}</p>
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
