import type { ReactNode } from "react";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";

const ACCENT = "bg-accent-50 dark:bg-accent-900/40";
const MUTED = "bg-raised text-muted";

/** A status in a list's row, in its tone. */
function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`rounded-full px-2.5 py-1 text-xs font-bold ${tone}`}>{children}</span>;
}

/** Whether the public sees an item: "Published" or "Hidden", in a list's row. */
export function StatusBadge({ published }: { published: boolean }) {
  const t = useText<AdminMessages>();
  return (
    <Badge tone={published ? ACCENT : MUTED}>
      {published ? t("admin.brands.published") : t("admin.brands.hidden")}
    </Badge>
  );
}

/**
 * The tone of each status a list's cell may hold, by the messages naming them (`CellColumn.words`): what the
 * public sees in the accent, what waits plain or in the sun, the rest muted.
 */
const TONES: Record<string, Record<string, string>> = {
  "admin.article.status": {
    draft: `whitespace-nowrap ${MUTED}`,
    scheduled: "whitespace-nowrap bg-sun/25",
    published: `whitespace-nowrap ${ACCENT}`,
  },
  "admin.banners.status": { active: ACCENT, scheduled: "border border-line", expired: MUTED },
  "newsletterAdmin.status": {
    draft: `whitespace-nowrap ${MUTED}`,
    scheduled: "whitespace-nowrap bg-sun/25",
    sending: "whitespace-nowrap border border-line",
    sent: `whitespace-nowrap ${ACCENT}`,
  },
};

/** A status cell (an article's, a banner's) as a badge: `label` is the status named by `words`. */
export function CellBadge({ words, status, label }: { words: string; status: string; label: string }) {
  return <Badge tone={TONES[words]?.[status] ?? MUTED}>{label}</Badge>;
}
