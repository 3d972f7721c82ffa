import { Link } from "react-router";
import type { ReviewView } from "~/features/reviews/view";
import { CriteriaBars, Stars } from "./stars";

/** "Read more" and "Show less" of a compact card. */
export interface ReadMoreText {
  more: string;
  less: string;
}

/**
 * One driver's review: stars, title, text, who and when, and the model it is about. The full card (a model
 * page's latest reviews) leaves out the review's criteria: the section shows their averages above it, and the
 * list of reviews shows each review's behind "Read more".
 */
export function ReviewCard({
  review,
  headingLevel = 2,
  showCar = true,
  compact,
}: {
  review: ReviewView;
  headingLevel?: 2 | 3;
  showCar?: boolean;
  /** A list's card: rating, car, title and a three-line excerpt; "Read more" opens the rest. */
  compact?: ReadMoreText;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const heading = `review-${review.id}`;
  if (compact)
    return <CompactReviewCard review={review} heading={heading} Heading={Heading} text={compact} />;
  return (
    <article aria-labelledby={heading} className="card flex h-full flex-col p-4 sm:p-6">
      <RatingLine review={review} showCar={showCar} />
      <Heading id={heading} className="mt-3 text-lg font-bold break-words">
        {review.title}
      </Heading>
      <p className="mt-2 mb-4 leading-7 break-words whitespace-pre-line text-ink/90">{review.body}</p>
      <p className="mt-auto flex flex-wrap gap-x-2 border-t border-line pt-4 text-sm text-muted">
        <span className="font-semibold text-ink">{review.author}</span>
        <span aria-hidden="true">·</span>
        <span>{review.ownership}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.dateIso}>{review.date}</time>
      </p>
    </article>
  );
}

/**
 * A list's card, about a quarter of a phone screen: the excerpt is the whole text clamped to three lines
 * (read in full by screen readers); "Read more" is a disclosure that unclamps it and shows the criteria,
 * so it works without JavaScript.
 */
function CompactReviewCard({
  review,
  heading,
  Heading,
  text,
}: {
  review: ReviewView;
  heading: string;
  Heading: "h2" | "h3";
  text: ReadMoreText;
}) {
  return (
    <article aria-labelledby={heading} className="review-compact card flex h-full flex-col p-4">
      <RatingLine review={review} showCar compact />
      <Heading id={heading} className="mt-2 line-clamp-2 font-bold leading-snug break-words">
        {review.title}
      </Heading>
      <p className="review-excerpt mt-1 line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-ink/90">
        {review.body}
      </p>
      <details className="group mt-auto">
        <summary className="flex min-h-8 cursor-pointer list-none items-center justify-between gap-3 text-xs text-muted [&::-webkit-details-marker]:hidden">
          <span className="min-w-0 truncate">
            <span className="font-semibold text-ink">{review.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={review.dateIso}>{review.date}</time>
          </span>
          <span className="shrink-0 text-sm font-semibold text-link">
            <span className="group-open:hidden">{text.more}</span>
            <span className="hidden group-open:inline">{text.less}</span>
          </span>
        </summary>
        <div className="mt-2 border-t border-line pt-3">
          <CriteriaBars criteria={review.criteria} label={review.criteriaLabel} />
          <p className="mt-3 text-xs text-muted">{review.ownership}</p>
        </div>
      </details>
    </article>
  );
}

/**
 * A card's first line: the overall rating in stars and out of 5, then the car it is about as a link
 * (unless the page is that car's). The compact card's is smaller and never wraps: a long name is cut.
 */
function RatingLine({
  review,
  showCar,
  compact,
}: {
  review: ReviewView;
  showCar: boolean;
  compact?: boolean;
}) {
  return (
    <div className={`flex items-center justify-between ${compact ? "gap-3" : "flex-wrap gap-x-3 gap-y-1"}`}>
      <p className={`flex items-center ${compact ? "shrink-0 gap-1.5" : "gap-2"}`}>
        <Stars rating={review.overall} label={review.overallLabel} size={compact ? "size-4" : "size-5"} />
        <span className={`font-bold tabular-nums ${compact ? "text-sm" : ""}`}>{review.overall}/5</span>
      </p>
      {showCar ? (
        <Link
          to={review.car.path}
          className={`text-sm font-semibold text-link underline-offset-2 hover:underline ${compact ? "min-w-0 truncate" : ""}`}
        >
          {review.car.name}
        </Link>
      ) : null}
    </div>
  );
}
