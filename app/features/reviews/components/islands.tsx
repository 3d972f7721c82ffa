import { island } from "~/shared/ui/island";

/**
 * Driver reviews waiting for a check, hydrated after the page (see island()): until then they are plain
 * HTML, links and POST forms.
 */
const reviewQueue = () => import("./review-queue").then((module) => module.ReviewQueueList);

/** The moderation tab of reviews waiting for a check. */
export const ReviewQueueList = island(reviewQueue, import.meta.env.SSR ? await reviewQueue() : undefined);
