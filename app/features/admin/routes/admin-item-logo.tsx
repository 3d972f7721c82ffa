import { LogoPage } from "~/features/admin/components/logo-page";
import { logoPage, saveLogo } from "~/features/admin/http.server";
import type { LogoOwner } from "~/features/admin/photos.server";
import { privatePageMeta } from "~/shared/lib/private-meta";
import type { Route } from "./+types/admin-item-logo";

/**
 * /admin/brands/:id/logo and /admin/dealers/:id/logo (one module, two routes): the brand's or dealer's logo, a
 * new one, or none (its tile).
 */
const ownerOf = (request: Request): LogoOwner =>
  new URL(request.url).pathname.startsWith("/admin/dealers/") ? "dealer" : "brand";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return logoPage(context, request, params.id, ownerOf(request));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveLogo(context, request, params.id, ownerOf(request));
}

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(
    data && { title: data.title, description: data.description, siteUrl: data.siteUrl, path: data.path },
  );

export default function AdminItemLogo({ loaderData, actionData }: Route.ComponentProps) {
  return <LogoPage page={loaderData} error={actionData?.error} />;
}
