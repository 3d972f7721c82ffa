import type { ReactNode } from "react";
import { serverPart } from "~/shared/http/server-part.server";
import { DealsSection } from "./components/car-page";
import type { DealView } from "./view";

/**
 * A model's or version's live deals, text only, as a server part (decision 0028) with the id `deals`: null when
 * there are none, else shown with `<ServerPart id="deals" html={…} />`. `parts` is the load context's.
 */
export const dealsPart = (parts: Map<string, ReactNode> | null, deals: DealView[], heading: string) =>
  deals.length ? serverPart(parts, "deals", <DealsSection deals={deals} heading={heading} />) : null;
