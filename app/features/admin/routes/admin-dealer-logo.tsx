import { LogoPage } from "~/features/admin/components/logo-page";
import { logoPage, saveLogo } from "~/features/admin/http.server";
import { privatePageMeta } from "~/shared/lib/private-meta";
import type { Route } from "./+types/admin-dealer-logo";

/** /admin/dealers/:id/logo: the dealer's logo, a new one, or none (its tile). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return logoPage(context, request, params.id, "dealer");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveLogo(context, request, params.id, "dealer");
}

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(
    data && { title: data.title, description: data.description, siteUrl: data.siteUrl, path: data.path },
  );

export default function AdminDealerLogo({ loaderData, actionData }: Route.ComponentProps) {
  return <LogoPage page={loaderData} error={actionData?.error} />;
}
