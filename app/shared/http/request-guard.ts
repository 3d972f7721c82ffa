import { formatNumber } from "~/shared/lib/price";
import type { NextFunction, Request, Response } from "express";
import {
  BODY_LIMITS,
  createNulScanner,
  DISCARD_MAX,
  formBodyProblem,
  isMalformedPath,
  isAllowedMethod,
  isUrlEncoded,
  PAGE_METHODS,
  routeKind,
  targetHasNul,
  type RouteKind,
} from "~/shared/lib/request-rules";

const API_ERROR_CODES: Record<number, string> = {
  400: "bad_request",
  405: "method_not_allowed",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

const kib = (bytes: number) => `${formatNumber(Math.floor(bytes / 1024))} KiB`;

/**
 * Answers a refused request: JSON in the API's error shape on /api, a line of text elsewhere. What the
 * client still sends of its body is read and dropped (so that it reads the answer rather than a reset),
 * up to DISCARD_MAX; past that the connection is cut.
 */
function refuse(
  req: Request,
  res: Response,
  kind: RouteKind,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.status(status).set({ ...headers, "Cache-Control": "no-store" });
  if (kind === "api") res.json({ error: { status, code: API_ERROR_CODES[status], message } });
  else res.type("text/plain").send(message);
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_MAX) req.destroy();
  });
  req.resume();
}

/**
 * Refuses, before the app reads anything, what no route can use (see app/shared/lib/request-rules.ts): a NUL
 * in the address, a method page routes do not answer (405), a body larger than the route kind takes
 * (413, by its Content-Length), a page POST in an encoding its forms never send (415, or 400 for
 * multipart without a boundary). A body without a Content-Length (chunked) is counted as it streams in,
 * and a URL-encoded one read for NULs: at the limit, or at a NUL, the request is answered (413, 400) and
 * the app's reading of the body fails, so it is never buffered whole and never reaches a query.
 */
export function requestGuard(req: Request, res: Response, next: NextFunction) {
  const kind = routeKind(req.path);
  if (targetHasNul(req.originalUrl))
    return refuse(req, res, kind, 400, "Bad request: an address may not contain a NUL character.");
  if (isMalformedPath(req.path))
    return refuse(req, res, kind, 400, "Bad request: the address has a broken percent-encoding.");
  if (!isAllowedMethod(req.method, kind))
    return refuse(req, res, kind, 405, `Method ${req.method} not allowed.`, {
      Allow: kind === "api" ? "GET, HEAD, POST, OPTIONS" : PAGE_METHODS.join(", "),
    });
  const limit = BODY_LIMITS[kind];
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit)
    return refuse(req, res, kind, 413, `Request body too large: at most ${kib(limit)} here.`);
  if (req.method === "GET" || req.method === "HEAD") return next();
  const contentType = req.headers["content-type"];
  if (kind !== "api") {
    const problem = formBodyProblem(contentType, kind);
    if (problem === "malformed")
      return refuse(req, res, kind, 400, "Bad request: multipart/form-data without its boundary.");
    if (problem === "unsupported")
      return refuse(
        req,
        res,
        kind,
        415,
        "Unsupported body: forms are sent as application/x-www-form-urlencoded.",
      );
  }
  const chunked = req.headers["transfer-encoding"] !== undefined;
  const urlEncoded = kind !== "api" && isUrlEncoded(contentType);
  if (!chunked && !urlEncoded) return next();
  const hasNul = urlEncoded ? createNulScanner() : () => false;
  let received = 0;
  const watch = (chunk: Buffer) => {
    // Answered already, by a route that does not read its body: Node reads the rest away, unwatched.
    if (res.headersSent) return void req.off("data", watch);
    received += chunk.length;
    const status = received > limit ? 413 : hasNul(chunk) ? 400 : undefined;
    if (status === undefined) return;
    req.off("data", watch);
    const message =
      status === 413
        ? `Request body too large: at most ${kib(limit)} here.`
        : "Bad request: a form field may not contain a NUL character.";
    refuse(req, res, kind, status, message);
    // The app's reader of this body (React Router's stream of `req`) fails instead of waiting for more, with
    // the same answer as a thrown Response: a refusal the app passes on, not a fault it logs.
    if (req.listenerCount("error") > 0) req.emit("error", new Response(message, { status }));
  };
  // Listening first sees every chunk before the app's reader does; paused until that reader asks.
  req.on("data", watch);
  req.pause();
  next();
}
