/**
 * A database that cannot be reached (restarting, failing over, a connection cut) is a 503, not a 500:
 * every route's loader and action are wrapped once, here, so that such a failure becomes the site's error
 * screen with status 503 ('oops!', SPEC §2.2) and a Retry-After header (app/entry.server.tsx), and the
 * process goes on serving the moment the database is back.
 */
import {
  data,
  type ActionFunction,
  type AppLoadContext,
  type LoaderFunction,
  type ServerBuild,
} from "react-router";
import { isDatabaseUnavailable } from "~/shared/lib/unavailable";

/** The answer a page, a form or a resource route gives while the database is away. */
export const databaseUnavailable = () => data(null, { status: 503, statusText: "Service Unavailable" });

function guard<Handler extends LoaderFunction | ActionFunction>(handler: Handler): Handler {
  const guarded = async (args: Parameters<Handler>[0]) => {
    try {
      return await handler(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      (args.context as AppLoadContext).log.warn(
        { err: error, url: args.request.url },
        "database unavailable: answered 503",
      );
      throw databaseUnavailable();
    }
  };
  return guarded as Handler;
}

/** The server build with every route's loader and action guarded. */
export function answerUnavailable(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: guard(loader) } : {}),
        ...(action ? { action: guard(action) } : {}),
      },
    };
  }
  return { ...build, routes };
}
