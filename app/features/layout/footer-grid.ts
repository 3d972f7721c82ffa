import { brandPath, modelPath } from "~/shared/lib/links";

/** What the footer's grid shows of a brand (SPEC §2.9, §3 "Brand (footer)"). */
export interface FooterBrand {
  id: number;
  name: string;
  slug: string;
  models: readonly { id: number; name: string; slug: string }[];
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]!);

/**
 * SPEC §2.9: the footer's brand blocks as HTML, each a brand link over a scrollable list of its models
 * (at most 200 px high). The server renders it into every page, but it never travels as loader data: on
 * the client the footer reuses the HTML the server sent (see footer.tsx). Each list of models follows its
 * brand's heading, which names it: no label of its own. Its styles are in app.css (`.brand-grid`), once,
 * rather than on each of its few hundred links.
 */
export function footerGridHtml(brands: readonly FooterBrand[]): string {
  return brands
    .map((brand) => {
      const models = brand.models
        .map(
          (model) =>
            `<li><a href="${escapeHtml(modelPath(brand, model))}">${escapeHtml(model.name)}</a></li>`,
        )
        .join("");
      return (
        `<div>` +
        `<h3><a href="${escapeHtml(brandPath(brand))}">${escapeHtml(brand.name)}</a></h3>` +
        `<ul>${models}</ul>` +
        `</div>`
      );
    })
    .join("");
}
