/**
 * Builds the icon sprites named in app/shared/ui/icon-names.ts: icons.svg from Lucide, and
 * brand-icons.svg (share networks' logos) and car-logos.svg (car makers' logos) from simple-icons. simple-icons is used here only, at build time.
 * Usage: npm run icons (a unit test fails when a committed sprite is out of date).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide";
import * as simpleIcons from "simple-icons";
import { carLogoNames } from "../app/shared/lib/car-logos";
import { brandIconNames, iconNames } from "../app/shared/ui/icon-names";

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

/** simple-icons names its logos by company, not by network, for these. */
const brandSource: Partial<Record<string, string>> = { hackernews: "ycombinator", weibo: "sinaweibo" };

/** One <symbol> per logo, ids as the names; a single filled path, coloured by the <svg> that uses it. */
function logoSprite(names: readonly string[]): string {
  const icons = simpleIcons as unknown as Record<string, simpleIcons.SimpleIcon | undefined>;
  const symbols = names.map((name) => {
    const slug = brandSource[name] ?? name;
    const icon = icons[`si${slug[0]!.toUpperCase()}${slug.slice(1)}`];
    if (!icon) throw new Error(`simple-icons has no logo named ${slug}`);
    return `<symbol id="${name}" viewBox="0 0 24 24"><path d="${escape(icon.path)}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

/** The share networks' logos (brand-icons.svg). */
export const buildBrandSprite = () => logoSprite(brandIconNames);
/** The car makers' logos (car-logos.svg). */
export const buildCarLogoSprite = () => logoSprite(carLogoNames);

const uiFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../app/shared/ui");
export const spriteFile = path.join(uiFolder, "icons.svg");
export const brandSpriteFile = path.join(uiFolder, "brand-icons.svg");
export const carLogoSpriteFile = path.join(uiFolder, "car-logos.svg");

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  writeFileSync(spriteFile, buildSprite());
  console.log(`Wrote ${iconNames.length} icons to ${path.relative(process.cwd(), spriteFile)}`);
  writeFileSync(brandSpriteFile, buildBrandSprite());
  console.log(`Wrote ${brandIconNames.length} logos to ${path.relative(process.cwd(), brandSpriteFile)}`);
  writeFileSync(carLogoSpriteFile, buildCarLogoSprite());
  console.log(`Wrote ${carLogoNames.length} logos to ${path.relative(process.cwd(), carLogoSpriteFile)}`);
}
