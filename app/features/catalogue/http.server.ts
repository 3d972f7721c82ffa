import { redirect, type AppLoadContext } from "react-router";
import { gone, notFound } from "~/shared/http/route-params";
import { hiddenItem, type MissingItem } from "./hidden.server";

/**
 * The answer for a catalogue page whose item the public does not see: a hidden version's page moves to its
 * model's (301), another hidden item's page is gone (410), and an id that names nothing is a 404.
 */
export async function missingItem(
  context: AppLoadContext,
  request: Request,
  item: MissingItem,
): Promise<never> {
  const hidden = await hiddenItem(context.db, item);
  if (hidden && "moveTo" in hidden) throw redirect(hidden.moveTo, 301);
  if (hidden) gone(request, context.locale);
  return notFound(request, context.locale);
}
