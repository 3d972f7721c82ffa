import { island } from "~/shared/ui/island";

/**
 * Driver reviews on pages that carry much else, hydrated after the page (see island()): until then they
 * are plain HTML, links and POST forms.
 */
const modelReviews = () => import("./model-reviews").then((module) => module.ModelReviews);
const reviewQueue = () => import("./review-queue").then((module) => module.ReviewQueueList);

/** A model page's ratings and latest reviews, with "Write a review". */
export const ModelReviews = island(modelReviews, import.meta.env.SSR ? await modelReviews() : undefined);
/** The moderation tab of reviews waiting for a check. */
export const ReviewQueueList = island(reviewQueue, import.meta.env.SSR ? await reviewQueue() : undefined);
