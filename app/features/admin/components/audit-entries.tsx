import { Link } from "react-router";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { AuditEntryView } from "~/features/admin/view";
import { useText } from "~/shared/i18n/use-text";

/** Audit entries, newest first: who did what when, and each field before → after. */
export function AuditEntries({ entries, showItem }: { entries: AuditEntryView[]; showItem: boolean }) {
  const t = useText<AdminMessages>();
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-line bg-surface p-4">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-semibold">
              {t("admin.history.entry", { actor: entry.actor, action: entry.action })}
              {showItem ? (
                <>
                  {" · "}
                  {entry.href ? (
                    <Link to={entry.href} className="text-link underline underline-offset-2">
                      {entry.entity}
                    </Link>
                  ) : (
                    entry.entity
                  )}
                </>
              ) : null}
            </span>
            <time dateTime={entry.iso} className="text-sm text-muted">
              {entry.at}
            </time>
          </p>
          {entry.changes.length ? (
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
              {entry.changes.map((change) => (
                <div key={change.field} className="contents">
                  <dt className="font-semibold">{change.field}</dt>
                  <dd className="break-words text-muted">
                    {change.before === null ? change.after : `${change.before} → ${change.after}`}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
