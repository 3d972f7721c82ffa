import type { ModelReviewsPart } from "~/features/reviews/view";
import { ServerPart } from "~/shared/ui/server-part";
import { WriteReviewLink } from "./write-review-link";

/** A model page's driver reviews: the heading and "Write a review", then the server part below. */
export function ModelReviews({ reviews }: { reviews: ModelReviewsPart }) {
  return (
    <section className="mt-10" aria-labelledby="model-reviews">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="model-reviews" className="text-2xl font-extrabold tracking-tight">
          {reviews.heading}
        </h2>
        <WriteReviewLink href={reviews.writeHref} label={reviews.write} className="btn-ghost" />
      </div>
      <ServerPart id="model-reviews" html={reviews.body} />
    </section>
  );
}
