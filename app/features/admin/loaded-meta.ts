import type { MetaDescriptor } from "react-router";
import { privatePageMeta } from "~/shared/lib/private-meta";

/** What a back-office loader sends for its page's meta. */
interface LoadedMeta {
  title: string;
  description: string;
  siteUrl: string | undefined;
}

/** A back-office page's meta from the title and description its loader sent, at `path`; never indexed. */
export function loadedPageMeta<D extends LoadedMeta>(
  data: D | undefined,
  path: (data: D) => string,
): MetaDescriptor[] {
  return privatePageMeta(
    data && { title: data.title, description: data.description, siteUrl: data.siteUrl, path: path(data) },
  );
}
