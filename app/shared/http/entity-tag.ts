import { createHash } from "node:crypto";

/** A weak validator of a body: the same bytes always get the same tag, whatever the transfer encoding. */
export const entityTag = (body: string | Buffer) =>
  `W/"${createHash("sha1").update(body).digest("base64url")}"`;
