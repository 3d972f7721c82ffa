import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";

/** Whether the public sees an item: "Published" or "Hidden", in a list's row. */
export function StatusBadge({ published }: { published: boolean }) {
  const t = useText<AdminMessages>();
  return (
    <span
      className={`rounded-full px-2.5 py-1 text-xs font-bold ${
        published ? "bg-accent-50 dark:bg-accent-900/40" : "bg-raised text-muted"
      }`}
    >
      {published ? t("admin.brands.published") : t("admin.brands.hidden")}
    </span>
  );
}
