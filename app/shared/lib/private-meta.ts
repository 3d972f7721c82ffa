import type { MetaDescriptor } from "react-router";
import { pageMeta } from "./meta";

/** A member's or staff page: its title and address as any page's, kept out of search engines. */
export function privatePageMeta(page: Parameters<typeof pageMeta>[0] | undefined): MetaDescriptor[] {
  return [...(page ? pageMeta(page) : []), { name: "robots", content: "noindex" }];
}
