import { Link } from "react-router";
import { Stars } from "~/features/reviews/components/stars";
import { EmptyState } from "~/shared/ui/empty-state";
import { Icon } from "~/shared/ui/icon";
import { privatePageMeta } from "~/shared/lib/private-meta";
import { MY_REVIEWS_PATH } from "~/features/reviews/reviews";
import { requireUser } from "~/shared/auth/auth.server";
import { myReviewsView } from "~/features/reviews/review-pages.server";
import type { Route } from "./+types/account-reviews";

/** /account/reviews: the member's driver reviews and whether each is published. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.auth, request);
  return myReviewsView(context.db, user.id, context.env.SITE_URL, context.locale);
}

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(
    data && {
      title: data.labels.title,
      description: data.labels.intro,
      siteUrl: data.siteUrl,
      path: MY_REVIEWS_PATH,
    },
  );

export default function MyReviews({ loaderData: page }: Route.ComponentProps) {
  const { labels } = page;
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <p>
          <Link
            to="/account"
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link"
          >
            <Icon name="chevron-left" className="size-4" />
            {labels.account}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{labels.title}</h1>
        <p className="mt-3 leading-7 text-muted">{labels.intro}</p>
        {page.reviews.length === 0 ? (
          <EmptyState
            className="mt-6"
            icon="message-square-quote"
            tone="accent"
            title={labels.empty}
            text={labels.emptyText}
          >
            <Link to="/auto-guide/new-cars" className="btn-primary mt-4">
              {labels.browse}
            </Link>
          </EmptyState>
        ) : (
          <ul className="mt-6 space-y-4">
            {page.reviews.map((review) => (
              <li key={review.id} className="card p-4 sm:p-6">
                <article aria-labelledby={`mine-${review.id}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link to={review.car.path} className="font-semibold text-link hover:underline">
                      {review.car.name}
                    </Link>
                    <span className="mine-badge" data-status={review.status}>
                      {review.statusText}
                    </span>
                  </div>
                  <h2
                    id={`mine-${review.id}`}
                    className="mt-2 flex flex-wrap items-center gap-2 text-lg font-bold"
                  >
                    <Stars rating={review.overall} label={review.overallLabel} />
                    <span className="min-w-0 break-words">{review.title}</span>
                  </h2>
                  <p className="mt-2 line-clamp-3 leading-7 text-muted">{review.body}</p>
                  {review.declined ? (
                    <p className="mt-3 rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
                      {review.declined}
                    </p>
                  ) : null}
                  <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
                    <p className="text-sm text-muted">{review.updated}</p>
                    <Link to={review.editHref} className="btn-ghost">
                      <Icon name="pencil" className="size-4" />
                      {review.edit}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
