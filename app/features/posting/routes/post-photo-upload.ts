import { listingAt, upload } from "~/features/posting/http.server";
import type { Route } from "./+types/post-photo-upload";

/** POST /poster-une-annonce/{id}/photos/upload: one photo from the photo step's script, answered as JSON. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, listing } = await listingAt(request, context, params, "photos");
  const { result, status } = await upload(request, context, listing, user.id);
  return Response.json(result, { status, headers: { "Cache-Control": "no-store" } });
}
