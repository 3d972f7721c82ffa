import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { CarIllustration } from "~/components/car/car-illustration";
import { ART_VERSION } from "~/lib/car-art";
import { tErrors as t } from "~/locales/en/errors";
import { bodyTypes } from "~/lib/vehicle";
import type { Route } from "./+types/car-art";

/**
 * The drawing of a body type in a colour, as an SVG file: pages show it with <img>, so it costs no
 * JavaScript and the browser caches it for a year (the URL carries a version).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const body = bodyTypes.find((b) => b === params.body);
  const colour = /^([0-9a-f]{6})\.svg$/.exec(params.file)?.[1];
  if (params.version !== ART_VERSION || !body || !colour) {
    return new Response(t("error.pageNotFound", { path: new URL(request.url).pathname }), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const svg = renderToStaticMarkup(createElement(CarIllustration, { body, colour: `#${colour}` }));
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
