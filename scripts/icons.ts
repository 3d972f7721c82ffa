/**
 * Builds app/components/ui/icons.svg, the icon sprite, from the Lucide icons named in icon-names.ts.
 * Usage: npm run icons (a unit test fails when the committed sprite is out of date).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide";
import { iconNames } from "../app/components/ui/icon-names";

type IconNode = [tag: string, attributes: Record<string, string | number | undefined>][];

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
const escape = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** One <symbol> per icon, ids as the names; stroke and fill come from the <svg> that uses them. */
export function buildSprite(): string {
  const icons = lucide as unknown as Record<string, IconNode | undefined>;
  const symbols = iconNames.map((name) => {
    const node = icons[pascal(name)];
    if (!node) throw new Error(`Lucide has no icon named ${name}`);
    const children = node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key, value]) => key !== "key" && value !== undefined)
          .map(([key, value]) => `${key}="${escape(String(value))}"`)
          .join(" ");
        return `<${tag} ${attrs}/>`;
      })
      .join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${children}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

export const spriteFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../app/components/ui/icons.svg",
);

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(spriteFile, buildSprite());
  console.log(`Wrote ${iconNames.length} icons to ${path.relative(process.cwd(), spriteFile)}`);
}
