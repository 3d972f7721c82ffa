import { Link } from "react-router";
import { ReviewCard } from "~/features/reviews/components/review-card";
import { WriteReviewLink } from "~/features/reviews/components/write-review-link";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";
import { FilterForm, NoResults, ResultCount } from "~/shared/ui/filter-select";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
import { REVIEWS_PATH } from "~/features/reviews/reviews";
import { reviewListView } from "~/features/reviews/review-pages.server";
import type { Route } from "./+types/driver-reviews";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  reviewListView(context.db, new URL(request.url), context.env.SITE_URL, context.locale);

/** Built by the loader, so none of it ships as JavaScript. */
export const meta: Route.MetaFunction = ({ data: page }) => page?.meta ?? [];

/** /auto-guide/driver-reviews: the latest approved reviews, by make and model, newest or best rated. */
export default function DriverReviews({ loaderData: page }: Route.ComponentProps) {
  const { labels, reviews } = page;
  const clear = { label: labels.clear, to: REVIEWS_PATH };
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={page.breadcrumbs} />
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{labels.heading}</h1>
          <p className="mt-2 text-sm leading-6 text-muted sm:text-lg sm:leading-8">{labels.intro}</p>
        </div>
        {page.writeHref ? <WriteReviewLink href={page.writeHref} label={labels.write} /> : null}
      </header>

      <FilterForm
        key={page.fields.map((field) => field.value).join()}
        fields={page.fields}
        idPrefix="reviews"
        label={labels.filters}
        action={REVIEWS_PATH}
        columns="max-sm:gap-2 max-sm:p-3 max-sm:[&_label]:sr-only max-sm:[&>button]:col-span-1 max-sm:[&>button]:self-end max-sm:[&>button]:px-3 lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
        apply={
          <>
            <Icon name="sliders-horizontal" className="size-4" />
            {labels.apply}
          </>
        }
      />

      <ResultCount count={labels.count} clear={page.filtered ? clear : null} />

      {reviews.length ? (
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:gap-4 md:grid-cols-2 xl:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} compact={labels.readMore} />
            </li>
          ))}
        </ul>
      ) : (
        <NoResults message={labels.none} clear={clear} />
      )}
      <Pagination nav={page.pageNav} />

      {page.writeHref ? null : (
        <aside className="card mt-10 flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
          <Icon
            name="message-square-quote"
            className="size-8 shrink-0 text-accent-600 dark:text-accent-300"
          />
          <p className="min-w-0 flex-1 leading-7">{labels.writeText}</p>
          <Link to="/auto-guide/new-cars" className="btn-ghost">
            {labels.findCar}
          </Link>
        </aside>
      )}
    </div>
  );
}
