/** The parts of the back office's item pages: the way back to the list, the published checkbox, the history. */
import { Link } from "react-router";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { AuditEntryView } from "~/features/admin/view";
import { useText } from "~/shared/i18n/use-text";
import { Icon } from "~/shared/ui/icon";

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

/** An item's history under its form, newest first. */
export function ItemHistory({ entries }: { entries: AuditEntryView[] }) {
  const t = useText<AdminMessages>();
  return (
    <section aria-labelledby="history" className="mt-10">
      <h2 id="history" className="mb-4 text-xl font-bold">
        {t("admin.history.title")}
      </h2>
      {entries.length ? (
        <AuditEntries entries={entries} showItem={false} />
      ) : (
        <p className="text-muted">{t("admin.history.empty")}</p>
      )}
    </section>
  );
}

/** The way back from an item's form to its list. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link">
      <Icon name="chevron-left" className="size-4" />
      {label}
    </Link>
  );
}

/** The "Published" checkbox of an item's form, with what hiding the item does. */
export function PublishedField({
  id,
  checked,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        name="published"
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-accent-600"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
