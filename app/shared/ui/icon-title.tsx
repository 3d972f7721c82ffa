import { Icon } from "./icon";
import type { IconName } from "./icon-names";

/** A member or staff page's title, led by its icon (accent-coloured unless `iconClassName` says), and its intro. */
export function IconTitle({
  icon,
  iconClassName = "text-accent-600 dark:text-accent-300",
  title,
  intro,
}: {
  icon: IconName;
  iconClassName?: string;
  title: string;
  intro: string;
}) {
  return (
    <>
      <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
        <Icon name={icon} className={`size-8 ${iconClassName}`} />
        {title}
      </h1>
      <p className="mt-3 leading-7 text-muted">{intro}</p>
    </>
  );
}
