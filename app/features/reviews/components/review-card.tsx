import { Link } from "react-router";
import type { ReviewView } from "~/features/reviews/view";
import { CriteriaBars, Stars } from "./stars";

/** One driver's review: stars, title, text, the criteria, who and when, and the model it is about. */
export function ReviewCard({
  review,
  headingLevel = 2,
  showCar = true,
}: {
  review: ReviewView;
  headingLevel?: 2 | 3;
  showCar?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const heading = `review-${review.id}`;
  return (
    <article aria-labelledby={heading} className="card flex h-full flex-col p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex items-center gap-2">
          <Stars rating={review.overall} label={review.overallLabel} size="size-5" />
          <span className="font-bold tabular-nums">{review.overall}/5</span>
        </p>
        {showCar ? (
          <Link
            to={review.car.path}
            className="text-sm font-semibold text-link underline-offset-2 hover:underline"
          >
            {review.car.name}
          </Link>
        ) : null}
      </div>
      <Heading id={heading} className="mt-3 text-lg font-bold break-words">
        {review.title}
      </Heading>
      <p className="mt-2 leading-7 break-words whitespace-pre-line text-ink/90">{review.body}</p>
      <div className="mt-4 border-t border-line pt-4">
        <CriteriaBars criteria={review.criteria} label={review.criteriaLabel} />
      </div>
      <p className="mt-auto flex flex-wrap gap-x-2 pt-4 text-sm text-muted">
        <span className="font-semibold text-ink">{review.author}</span>
        <span aria-hidden="true">·</span>
        <span>{review.ownership}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.dateIso}>{review.date}</time>
      </p>
    </article>
  );
}
