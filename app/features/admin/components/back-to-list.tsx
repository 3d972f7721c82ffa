import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";

/** The way back from an item's form to its list. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link">
      <Icon name="chevron-left" className="size-4" />
      {label}
    </Link>
  );
}
