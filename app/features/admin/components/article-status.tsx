import type { AdminMessages } from "~/features/admin/text/admin";
import type { ArticleRowView } from "~/features/admin/view";
import { useText } from "~/shared/i18n/use-text";

const tone = {
  draft: "bg-raised text-muted",
  scheduled: "bg-sun/25",
  published: "bg-accent-50 dark:bg-accent-900/40",
} as const;

/** An article's status in a list's row: draft, scheduled or published. */
export function ArticleStatusBadge({ status }: { status: ArticleRowView["status"] }) {
  const t = useText<AdminMessages>();
  return (
    <span className={`rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${tone[status]}`}>
      {t(`admin.article.status.${status}`)}
    </span>
  );
}
