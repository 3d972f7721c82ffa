import { photoUploadAction } from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-photo-upload";

/** POST /poster-une-annonce/{id}/photos/upload: one photo from the photo step's script, answered as JSON. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  photoUploadAction(request, context, params);
