import { data, redirect } from "react-router";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, type FileProblem } from "~/features/admin/catalogue-csv";
import { checkImport } from "~/features/admin/catalogue-csv.server";
import { FileField, UploadForm } from "~/features/admin/components/image-field";
import { ItemHeader } from "~/features/admin/components/item-parts";
import { requireEditor } from "~/features/admin/http.server";
import { adminCsvText, type AdminCsvMessages } from "~/features/admin/text/csv";
import { loadedPageMeta } from "~/features/admin/loaded-meta";
import { drain, receiveImages } from "~/shared/http/image-upload";
import { messagesFor, textFor, type Translate } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { formatNumber } from "~/shared/lib/price";
import type { Route } from "./+types/admin-versions-import";

const MB = CSV_MAX_BYTES / 1024 / 1024;
const FILE_FIELD = "file";

/** /admin/versions/import: the rules of the file, and its upload; the check's result has a page of its own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const t = textFor(adminCsvText, context.locale);
  return {
    title: t("admin.csv.title"),
    description: t("admin.csv.description"),
    text: messagesFor(context.locale, adminCsvText),
    limits: { mb: MB, rows: formatNumber(CSV_MAX_ROWS) },
    siteUrl: context.env.SITE_URL,
  };
}

/** Why a file was refused, in words, for the message beside the file field. */
function problemText(t: Translate<AdminCsvMessages>, refusal: FileProblem) {
  switch (refusal.problem) {
    case "malformed":
      return t("admin.csv.error.malformed", { line: refusal.line, reason: refusal.reason });
    case "tooManyRows":
      return t("admin.csv.error.tooManyRows", { max: formatNumber(refusal.max) });
    case "unknownColumn":
    case "duplicateColumn":
      return t(`admin.csv.error.${refusal.problem}`, { column: refusal.column.slice(0, 60) });
    default:
      return t(`admin.csv.error.${refusal.problem}`);
  }
}

/**
 * Checks the uploaded file (one CSV of at most CSV_MAX_BYTES) and sends the editor to its dry run; a file
 * that cannot be read comes back with the reason beside the field (400, or 413 when too large).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const editor = await requireEditor(context, request);
  const t = textFor(adminCsvText, context.locale);
  const refuse = (message: string, status = 400) => data({ error: message }, status);
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    await drain(request.body);
    return refuse(t("admin.csv.error.none"));
  }
  const received = await receiveImages(
    request,
    { field: FILE_FIELD, maxFiles: 1, maxBytes: CSV_MAX_BYTES, room: 1 },
    (bytes, name) => Promise.resolve({ bytes, name }),
  );
  if (received.stop === "tooBig") return refuse(t("admin.csv.error.tooBig", { mb: MB }), 413);
  if (received.stop) return refuse(t("admin.csv.error.failed"));
  const [file] = received.images;
  if (!file) return refuse(t("admin.csv.error.none"));
  const result = await checkImport(context.db, file, editor.id, context.locale);
  if (result.status === "refused") return refuse(problemText(t, result.problem));
  throw redirect(`/admin/versions/import/${result.id}`);
}

export const meta: Route.MetaFunction = ({ data }) => loadedPageMeta(data, () => "/admin/versions/import");

export default function AdminVersionsImport({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminCsvMessages>();
  const { limits } = loaderData;
  const rules = [
    t("admin.csv.rule.match"),
    t("admin.csv.rule.columns"),
    t("admin.csv.rule.figures"),
    t("admin.csv.rule.ignored"),
    t("admin.csv.rule.limits", limits),
  ];
  return (
    <>
      <ItemHeader
        back={{ to: "/admin/versions", label: t("admin.csv.back") }}
        title={loaderData.title}
        links={[{ to: "/admin/versions/export", label: t("admin.csv.export") }]}
      />
      <div className="grid max-w-3xl gap-6">
        <p className="text-muted">{t("admin.csv.intro")}</p>
        <UploadForm submit={t("admin.csv.check")} icon="file-check">
          <FileField
            id="import-file"
            name={FILE_FIELD}
            accept=".csv,text/csv"
            required
            label={t("admin.csv.file")}
            hint={t("admin.csv.fileHint", { mb: limits.mb })}
            error={actionData?.error}
          />
        </UploadForm>
        <section aria-labelledby="import-rules" className="card p-4 sm:p-6">
          <h2 id="import-rules" className="mb-3 text-xl font-bold">
            {t("admin.csv.rules")}
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
