import { Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { ModelReviewsView } from "~/features/reviews/view";
import { ReviewCard } from "./review-card";
import { CriteriaBars, Stars } from "./stars";

/**
 * A model page's driver reviews below their heading: the average and criteria, the stars' distribution, the
 * latest reviews. Links and text only: rendered by the server alone (a server part, decision 0028).
 */
export function ModelReviewsBody({ section }: { section: ModelReviewsView }) {
  const { summary, text } = section;
  return summary.overall === null ? (
    <div className="card mt-4 flex flex-wrap items-center gap-4 p-5 sm:p-6">
      <Icon name="message-square-quote" className="size-8 shrink-0 text-accent-600 dark:text-accent-300" />
      <p className="min-w-0 flex-1 leading-7">{text.none}</p>
    </div>
  ) : (
    <>
      <div className="card mt-4 grid gap-6 p-5 sm:p-6 md:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] md:items-center">
        <div className="text-center md:pr-6 md:border-r md:border-line">
          <p className="text-5xl font-extrabold tracking-tight tabular-nums">{summary.overallText}</p>
          <p className="mt-1">
            <Stars rating={summary.overall} label={summary.overallLabel} size="size-5" />
          </p>
          <p className="mt-1 text-sm text-muted">{summary.basedOn}</p>
        </div>
        <CriteriaBars criteria={summary.criteria} label={summary.criteriaLabel} columns={1} />
        <dl aria-label={summary.distributionLabel} className="space-y-1.5 text-sm">
          {summary.distribution.map((row) => (
            <div key={row.stars} className="grid grid-cols-[4.5rem_minmax(0,1fr)_2rem] items-center gap-2">
              <dt className="text-muted">{row.label}</dt>
              <dd aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-raised">
                <span className="block h-full rounded-full bg-sun" style={{ width: `${row.percent}%` }} />
              </dd>
              <dd className="text-right font-semibold tabular-nums">{row.count}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ul className="mt-4 grid gap-4 lg:grid-cols-3">
        {section.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} headingLevel={3} showCar={false} />
          </li>
        ))}
      </ul>
      {section.allHref ? (
        <p className="mt-4">
          <Link
            to={section.allHref}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-link hover:underline"
          >
            {text.all}
            <Icon name="chevron-right" className="size-4" />
          </Link>
        </p>
      ) : null}
    </>
  );
}
