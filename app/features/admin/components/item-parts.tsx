/** An item's page in the back office: its form and its history. */
import { AuditEntries } from "~/features/admin/components/audit-entries";
import type { FieldSpec } from "~/features/admin/components/control";
import { ItemForm } from "~/features/admin/components/item-form";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { AuditEntryView } from "~/features/admin/view";
import type { FormValues, Invalid } from "~/shared/forms/form-data";
import { FormNotice } from "~/shared/forms/form-message";
import { useText } from "~/shared/i18n/use-text";
import { Icon } from "~/shared/ui/icon";

/** The top of an item's pages: the way back to its list, its title, its other pages and its public page. */
export function ItemHeader({
  back,
  title,
  view,
  links = [],
}: {
  back: { to: string; label: string };
  title: string;
  view?: string | null;
  /** Other pages of the item (its versions, a new one of them, its photos), beside the public page's link. */
  links?: { to: string; label: string }[];
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
        <div className="flex flex-wrap gap-2">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="btn-ghost">
              {link.label}
            </Link>
          ))}
          {view ? (
            <Link to={view} className="btn-ghost">
              {t("admin.brand.view")}
            </Link>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** An article's text as the site will show it (sanitised on the server), after the form's "Preview". */
function ArticlePreview({ html }: { html: string }) {
  const t = useText<AdminMessages>();
  return (
    <section aria-labelledby="preview" className="card mt-6 p-4 sm:p-6">
      <h2 id="preview" className="text-xl font-bold">
        {t("admin.article.previewTitle")}
      </h2>
      <p className="mb-4 text-sm text-muted">{t("admin.article.previewNote")}</p>
      {html ? (
        <div className="prose-page" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-muted">{t("admin.article.previewEmpty")}</p>
      )}
    </section>
  );
}

/**
 * An item's page: the way back to its list, its title, a link to its public page while published, what was
 * just done (after a save's redirect: `done`), its form with the values loaded or, after a refused save, those
 * typed, and, once the item exists, its history, newest first.
 */
export function ItemPage<F extends string>({
  back,
  title,
  view,
  links = [],
  done,
  created,
  history,
  form,
  fields,
  submit,
  loaded,
  refused,
  children,
  preview,
}: {
  back: { to: string; label: string };
  title: string;
  view?: string | null;
  links?: { to: string; label: string }[];
  done?: "created" | "saved" | null;
  /** What `done: "created"` says ("The brand was created."). */
  created?: string;
  history?: AuditEntryView[];
  form: string;
  fields: readonly FieldSpec<F>[];
  submit: string;
  loaded: FormValues<NoInfer<F> | "updatedAt">;
  refused: (Invalid<NoInfer<F> | "updatedAt"> & { preview?: string }) | undefined;
  /** The label of a "Preview" button: the form comes back with its text drawn below it, nothing saved. */
  preview?: string;
  /** What the page shows under the form (a banner's preview). */
  children?: ReactNode;
}) {
  const t = useText<AdminMessages>();
  return (
    <>
      <ItemHeader back={back} title={title} view={view} links={links} />
      {done && !refused ? (
        <div className="mb-4">
          <FormNotice>{done === "created" ? created : t("admin.brand.saved")}</FormNotice>
        </div>
      ) : null}
      <ItemForm
        key={loaded.updatedAt}
        form={form}
        fields={fields}
        values={refused?.values ?? loaded}
        errors={refused?.errors ?? {}}
        formError={refused?.formError}
        submit={submit}
        preview={preview}
      />
      {refused?.preview !== undefined ? <ArticlePreview html={refused.preview} /> : null}
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
