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
 * the client the footer reuses the HTML the server sent (see footer.tsx). `modelsOf` names a brand's list.
 */
export function footerGridHtml(brands: readonly FooterBrand[], modelsOf: (brand: string) => string): string {
  return brands
    .map((brand) => {
      const models = brand.models
        .map(
          (model) =>
            `<li><a href="${escapeHtml(modelPath(brand, model))}" class="inline-flex min-h-6 items-center hover:text-link hover:underline">${escapeHtml(model.name)}</a></li>`,
        )
        .join("");
      return (
        `<div class="mb-4 break-inside-avoid">` +
        `<h3 class="mb-1 text-sm font-bold"><a href="${escapeHtml(brandPath(brand))}" class="hover:text-link hover:underline">${escapeHtml(brand.name)}</a></h3>` +
        `<ul class="max-h-[200px] overflow-y-auto text-[13px] text-muted" aria-label="${escapeHtml(modelsOf(brand.name))}">${models}</ul>` +
        `</div>`
      );
    })
    .join("");
}
