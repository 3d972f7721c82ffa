import { Form, Link } from "react-router";
import { TextareaField } from "~/shared/forms/controls";
import { EmptyState } from "~/shared/ui/empty-state";
import { Icon } from "~/shared/ui/icon";
import type { ReviewQueueView } from "~/features/reviews/view";
import { CriteriaBars, Stars } from "./stars";

/** The moderation tab of driver reviews: each review in full, approve, or decline with a reason for its author. */
export function ReviewQueueList({
  queue,
  invalid,
  busy,
  working,
  emptyText,
}: {
  queue: ReviewQueueView;
  /** The decline form sent with a problem: which one, its message and what was typed. */
  invalid: { form: string; errors: { reason?: string }; values: { reason: string } } | undefined;
  /** "intent-id" of the decision being sent, if any. */
  busy: string | undefined;
  working: string;
  emptyText: string;
}) {
  const { text } = queue;
  if (queue.items.length === 0)
    return <EmptyState className="mt-6" icon="circle-check" tone="ok" title={text.empty} text={emptyText} />;
  return (
    <div className="mt-6 space-y-6">
      {queue.items.map((review) => {
        const formId = `decline-review-${review.id}`;
        const mine = invalid?.form === formId ? invalid : undefined;
        const heading = `queued-review-${review.id}`;
        return (
          <article key={review.id} aria-labelledby={heading} className="card overflow-hidden">
            <div className="grid lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="min-w-0 p-4 sm:p-6">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Icon name="clock" className="size-4" />
                    {review.sent}
                  </span>
                  <Link to={review.car.path} className="font-semibold text-link hover:underline">
                    {review.car.name}
                  </Link>
                </p>
                <h2 id={heading} className="mt-2 text-xl font-bold break-words">
                  {review.title}
                </h2>
                <p className="mt-1 flex items-center gap-2">
                  <Stars rating={review.overall} label={review.overallLabel} size="size-5" />
                  <span className="font-bold">{review.overall}/5</span>
                </p>
                <p className="mt-3 leading-7 break-words whitespace-pre-line">{review.body}</p>
                <div className="mt-4 border-t border-line pt-4">
                  <CriteriaBars criteria={review.criteria} label={review.criteriaLabel} />
                </div>
                <p className="mt-3 text-sm text-muted">{review.ownership}</p>
              </div>
              <div className="space-y-4 border-t border-line bg-raised/60 p-4 sm:p-6 lg:border-t-0 lg:border-l">
                <p className="text-sm break-words text-muted">{review.account}</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="approve-review" />
                  <input type="hidden" name="id" value={review.id} />
                  <button
                    type="submit"
                    className="btn-primary w-full"
                    disabled={busy === `approve-review-${review.id}`}
                  >
                    <Icon name="check" className="size-4" />
                    {busy === `approve-review-${review.id}` ? working : text.approve}
                  </button>
                </Form>
                <details open={mine !== undefined} className="group rounded-xl border border-line bg-surface">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 text-sm font-semibold hover:bg-raised [&::-webkit-details-marker]:hidden">
                    {text.declineOpen}
                    <Icon name="chevron-down" className="size-4 transition group-open:rotate-180" />
                  </summary>
                  <Form method="post" noValidate className="space-y-4 border-t border-line p-4">
                    <input type="hidden" name="intent" value="decline-review" />
                    <input type="hidden" name="id" value={review.id} />
                    <TextareaField
                      id={`${formId}-reason`}
                      name="reason"
                      label={text.reason}
                      rows={3}
                      maxLength={600}
                      defaultValue={mine?.values.reason}
                      hint={text.reasonHint}
                      error={mine?.errors.reason}
                    />
                    <button
                      type="submit"
                      className="btn-danger w-full"
                      disabled={busy === `decline-review-${review.id}`}
                    >
                      {busy === `decline-review-${review.id}` ? working : text.decline}
                    </button>
                  </Form>
                </details>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
