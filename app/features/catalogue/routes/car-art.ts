import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { CarIllustration } from "~/features/catalogue/components/car-illustration";
import { ART_VERSION } from "~/features/catalogue/car-art";
import { errorText } from "~/shared/i18n/errors";
import { textFor } from "~/shared/i18n/text";
import { bodyTypes } from "~/shared/lib/vehicle";
import type { Route } from "./+types/car-art";

const cacheForever = "public, max-age=31536000, immutable";

/**
 * The drawing placed on a 1200×630 backdrop (sky and road), the size social networks show for a link;
 * they do not read SVG, so it is sent as PNG.
 */
function socialPicture(drawing: string): Promise<Buffer> {
  const car = drawing.replace(/^<svg /, '<svg x="150" y="70" width="900" height="506" ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbe6fe"/><stop offset="0.7" stop-color="#eef1f7"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#sky)"/><rect y="480" width="1200" height="150" fill="#0f172a" fill-opacity="0.08"/>
${car}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * The drawing of a body type in a colour, as an SVG file: pages show it with <img>, so it costs no
 * JavaScript and the browser caches it for a year (the URL carries a version). The same name ending in
 * .png is the drawing as a social-network picture (socialPicture).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const body = bodyTypes.find((b) => b === params.body);
  const [, colour, format] = /^([0-9a-f]{6})\.(svg|png)$/.exec(params.file) ?? [];
  if (params.version !== ART_VERSION || !body || !colour) {
    const t = textFor(errorText, context.locale);
    return new Response(t("error.pageNotFound", { path: new URL(request.url).pathname }), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const svg = renderToStaticMarkup(createElement(CarIllustration, { body, colour: `#${colour}` }));
  if (format === "png") {
    return new Response(new Uint8Array(await socialPicture(svg)), {
      headers: { "Content-Type": "image/png", "Cache-Control": cacheForever },
    });
  }
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml", "Cache-Control": cacheForever } });
}
