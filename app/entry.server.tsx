import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "~/features/layout/components/nonce";
import { FooterGridContext } from "~/features/layout/components/footer-grid-source";
import { footerGrid } from "~/features/layout/footer-grid.server";
import { hasSessionCookie } from "~/features/accounts/auth-popup";
import { RETRY_AFTER_SECONDS } from "~/shared/lib/unavailable";
import { redactUrl } from "~/shared/lib/redact-url";
import {
  PAGE_VARY,
  PRIVATE_PAGE_CACHE_CONTROL,
  publicPageCacheControl,
} from "~/shared/cache/page-cache-http.server";
import { dropRouterInternals } from "~/shared/lib/error-screen";
import { spriteSymbols, withIconSymbols } from "~/shared/ui/icon-sprite";
import { ServerPartsContext } from "~/shared/ui/server-part";
import iconSprite from "~/shared/ui/icons.svg?raw";

const iconSymbols = spriteSymbols(iconSprite);

/**
 * The page's HTML on its way out, with the symbols of the icons it draws written into its sprite. React writes
 * the whole page at once (onAllReady below); it leaves in one piece, so it is compressed and sent with a few
 * writes rather than dozens, and its bytes are read once, never decoded.
 */
function withPageIcons(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, withIconSymbols(Buffer.concat(chunks), iconSymbols));
    },
  });
}

export const streamTimeout = 5_000;

/**
 * Pages name the signed-in visitor: with a session cookie no one may keep them. Without, a page is the same
 * for everyone and may be kept a while (docs/decisions/0024-page-cache.md); an error is asked for again. A
 * route that says otherwise is obeyed.
 */
function setPageCaching(headers: Headers, status: number, request: Request, context: AppLoadContext) {
  if (headers.has("Cache-Control")) return;
  if (hasSessionCookie(request.headers.get("cookie"))) {
    headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
    return;
  }
  headers.set(
    "Cache-Control",
    status === 200 ? publicPageCacheControl(context.env.PAGE_CACHE_SECONDS) : "no-cache",
  );
  headers.append("Vary", PAGE_VARY);
}

/** The same for loader data fetched on client navigations (the root's carries the signed-in user). */
export function handleDataRequest(
  response: Response,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  setPageCaching(response.headers, response.status, request, context);
  return response;
}

/**
 * The footer's brand grid (SPEC §2.9) goes into the page's HTML, not into its loader data. SPEC §8: a
 * failure to read it shows nothing; a database that is away is not asked.
 */
async function footerGridFor(status: number, loadContext: AppLoadContext): Promise<string> {
  if (status === 503) return "";
  try {
    const { db } = loadContext;
    return await loadContext.keep("footer-grid", () => footerGrid(db));
  } catch (error) {
    loadContext.log.warn({ err: error }, "footer brand grid unavailable");
    return "";
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A database or disk that is away for now (app/shared/http/unavailable.server.ts): ask clients to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  const userAgent = request.headers.get("user-agent");
  const bot = isbot(userAgent);

  // SPEC §2.2: crawlers and previewers get the status code, not the rendered error screen.
  if (bot && responseStatusCode >= 400) {
    loadContext.log.warn(
      { status: responseStatusCode, url: redactUrl(request.url), userAgent },
      "error response to a bot",
    );
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    return new Response(`${responseStatusCode}`, { status: responseStatusCode, headers: responseHeaders });
  }

  const grid = await footerGridFor(responseStatusCode, loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={loadContext.nonce}>
        <FooterGridContext value={grid}>
          <ServerPartsContext value={loadContext.parts}>
            <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
          </ServerPartsContext>
        </FooterGridContext>
      </NonceProvider>,
      {
        nonce: loadContext.nonce,
        // Parts hydrated after the page (island()) are Suspense boundaries that the server renders in full.
        // React would send the ones past its first 12.8 KB out of order, shown by a script; this keeps
        // them in place, so they show without JavaScript too.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The page leaves once all of it is rendered: its loaders have answered by then, and what is left (the
        // loader data's encoding) takes a few milliseconds. Sent in one piece, it needs none of the script React
        // adds to put late parts in place (~420 bytes brotli a page).
        onAllReady() {
          shellRendered = true;
          const body = withPageIcons();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          setPageCaching(responseHeaders, responseStatusCode, request, loadContext);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The router's own errors (a 405 for a POST to a page without an action) name route modules. React Router
  // hands them here before it renders the page or encodes the data sent with it: neither will show them.
  dropRouterInternals({ error });
  // A 4xx the router answers itself (a POST where a route has no action) is the client's fault, not ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  context.log.error({ err: error, url: redactUrl(request.url) }, "unhandled error");
};
