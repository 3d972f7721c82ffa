/** An item's page in the back office: its form and its history. */
import { AuditEntries } from "~/features/admin/components/audit-entries";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { AuditEntryView } from "~/features/admin/view";
import { FormNotice } from "~/shared/forms/form-message";
import { useText } from "~/shared/i18n/use-text";
import { Icon } from "~/shared/ui/icon";

/**
 * An item's page: the way back to its list, its title, a link to its public page while published, what was
 * just done (`notice`), its form (`children`) and, once it exists, its history, newest first.
 */
export function ItemPage({
  back,
  title,
  view,
  notice,
  history,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  view?: string | null;
  notice?: string | null;
  history?: AuditEntryView[];
  children: ReactNode;
}) {
  const t = useText<AdminMessages>();
  return (
    <>
      <Link to={back.to} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link">
        <Icon name="chevron-left" className="size-4" />
        {back.label}
      </Link>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {view ? (
          <Link to={view} className="btn-ghost">
            {t("admin.brand.view")}
          </Link>
        ) : null}
      </div>
      {notice ? (
        <div className="mb-4">
          <FormNotice>{notice}</FormNotice>
        </div>
      ) : null}
      {children}
      {history ? (
        <section aria-labelledby="history" className="mt-10">
          <h2 id="history" className="mb-4 text-xl font-bold">
            {t("admin.history.title")}
          </h2>
          {history.length ? (
            <AuditEntries entries={history} showItem={false} />
          ) : (
            <p className="text-muted">{t("admin.history.empty")}</p>
          )}
        </section>
      ) : null}
    </>
  );
}
