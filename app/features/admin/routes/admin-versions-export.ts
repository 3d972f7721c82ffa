import { catalogueExport } from "~/features/admin/catalogue-csv.server";
import { requireEditor } from "~/features/admin/http.server";
import { listQuery } from "~/features/admin/list-nav";
import { versionSorts } from "~/features/admin/view";
import { parseId } from "~/shared/lib/ids";
import type { Route } from "./+types/admin-versions-export";

/**
 * /admin/versions/export: the versions as a CSV file (one row per version with its prices and spec sheet), all
 * of them or those of the list's filters: `?q=` part of a name, `?model=<id>`, `?brand=<id>`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const csv = await catalogueExport(context.db, {
    q: listQuery(searchParams, versionSorts).q,
    modelId: parseId(searchParams.get("model")) ?? undefined,
    brandId: parseId(searchParams.get("brand")) ?? undefined,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="versions-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
