import type { RequestHandler } from "express";

/**
 * The header through which the server hands better-auth the client address Express computed (`req.ip`,
 * which honours TRUST_PROXY). better-auth reads this header only (app/shared/auth/auth.server.ts, ipAddressHeaders), for
 * its rate limits and the address shown with each session.
 */
export const CLIENT_IP_HEADER = "x-imodoka-client-ip";

/** Replaces any incoming copy of CLIENT_IP_HEADER with `req.ip`: a client can never choose its own. */
export const clientIpHeader: RequestHandler = (req, _res, next) => {
  delete req.headers[CLIENT_IP_HEADER];
  if (req.ip) req.headers[CLIENT_IP_HEADER] = req.ip;
  next();
};
