import { scriptJson } from "~/shared/lib/jsonld";

/**
 * A page's schema.org data in its body, for a server part (decision 0028): it stays out of the loader data
 * that `meta` would carry it in. Its text is escaped by scriptJson.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
