import { island } from "~/shared/ui/island";

/**
 * "Where to buy", hydrated after the page (see island()): it is links only, so it works as the server sent
 * it, and its code stays out of the first load of the model and deal pages it is added to.
 */
const whereToBuy = () => import("./where-to-buy").then((module) => module.WhereToBuy);

export const WhereToBuy = island(whereToBuy, import.meta.env.SSR ? await whereToBuy() : undefined);
