import type { NextFunction, Request, Response } from "express";

/**
 * The client's address as Express resolved it (honouring TRUST_PROXY's hops or proxy addresses), put on
 * the request for better-auth, which would otherwise read the leftmost X-Forwarded-For: the part any
 * client can write. Always overwritten, so a client cannot send its own.
 */
export const CLIENT_ADDRESS_HEADER = "x-imodoka-client-address";

export function clientAddressHeader(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "";
  next();
}
