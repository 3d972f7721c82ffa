import { Outlet } from "react-router";
import { AdminNav } from "~/features/admin/components/admin-nav";
import { requireEditor } from "~/features/admin/http.server";
import { adminText } from "~/features/admin/text/admin";
import { messagesFor } from "~/shared/i18n/text";
import type { Route } from "./+types/admin-layout";

/** The back office's frame: its navigation, for editors and administrators only (each page checks again). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  return { text: messagesFor(context.locale, adminText) };
}

export default function AdminLayout() {
  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-10 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <AdminNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
