import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { StarInput } from "~/features/reviews/components/star-input";
import { requireUser } from "~/shared/auth/auth.server";
import { parseForm } from "~/shared/forms/form-data";
import { InputField, SelectField, TextareaField } from "~/shared/forms/controls";
import { FormMessage } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import { privatePageMeta } from "~/shared/lib/private-meta";
import { notFound } from "~/shared/http/route-params";
import { writeReviewPath } from "~/features/reviews/reviews";
import { reviewFields, reviewSchema } from "~/features/reviews/review-form";
import {
  sendReview,
  writeModel,
  writeModelId,
  writeReviewView,
} from "~/features/reviews/review-pages.server";
import { reviewsText } from "~/features/reviews/text/reviews";
import { textFor } from "~/shared/i18n/text";
import type { WriteReviewResult } from "~/features/reviews/view";
import type { Route } from "./+types/driver-review-write";

/** The signed-in member and the model of `?model=`; signed out, sign in first; an unknown model is a 404. */
async function memberAndModel({ request, context }: Route.LoaderArgs | Route.ActionArgs) {
  const user = await requireUser(context.auth, request);
  const car = await writeModel(context.db, writeModelId(new URL(request.url).searchParams.get("model")));
  if (!car) notFound(request, context.locale);
  return { user, car };
}

/** /auto-guide/driver-reviews/write?model=…: a member's review of a model (one per model, editable). */
export async function loader(args: Route.LoaderArgs) {
  const { user, car } = await memberAndModel(args);
  return writeReviewView(args.context.db, user.id, car, args.context.env.SITE_URL, args.context.locale);
}

/** Checks and stores the review (pending until an editor approves it); field messages on bad input. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const t = textFor(reviewsText, context.locale);
  const { user, car } = await memberAndModel(args);
  const parsed = parseForm(reviewSchema(t), await request.formData(), reviewFields);
  if (!parsed.ok)
    return data<WriteReviewResult>(
      { status: "invalid", message: t("write.errorSummary"), ...parsed },
      { status: 400 },
    );
  const sent = await sendReview(context.db, { userId: user.id, car, input: parsed.data }, context.locale);
  context.log.info({ reviewId: sent.id, created: sent.created }, "driver review sent");
  return data<WriteReviewResult>({ status: "sent", message: sent.message });
}

export const meta: Route.MetaFunction = ({ data: page }) =>
  privatePageMeta(page && { ...page.meta, siteUrl: page.siteUrl, path: writeReviewPath(page.modelId) });

export default function WriteReview({ loaderData: page, actionData }: Route.ComponentProps) {
  const { labels } = page;
  const busy = usePending();
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  const values = invalid?.values ?? page.values;
  const errors = invalid?.errors ?? {};
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!actionData) return;
    const target =
      actionData.status === "sent"
        ? box.current?.querySelector<HTMLElement>("[data-sent]")
        : box.current?.querySelector<HTMLElement>(
            "[aria-invalid=true], fieldset[aria-describedby*=error] input",
          );
    target?.focus();
  }, [actionData]);

  return (
    <div ref={box} className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <p>
          <Link
            to={page.car.path}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link"
          >
            <Icon name="chevron-left" className="size-4" />
            {page.car.name}
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{labels.heading}</h1>
        <p className="mt-3 leading-7 text-muted">{labels.intro}</p>

        {actionData?.status === "sent" ? (
          <div
            data-sent
            tabIndex={-1}
            role="status"
            className="card mt-6 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center"
          >
            <Icon name="circle-check" className="size-10 shrink-0 text-ok" />
            <p className="min-w-0 flex-1 text-lg leading-8 font-semibold">{actionData.message}</p>
            <Link to={page.minePath} className="btn-primary">
              {labels.sentMine}
            </Link>
          </div>
        ) : (
          <>
            {page.already ? (
              <p className="mt-6 flex gap-3 rounded-xl bg-sun/15 px-4 py-3 leading-7">
                <Icon name="circle-alert" className="mt-1 size-5 shrink-0" />
                <span>{page.already}</span>
              </p>
            ) : null}
            {invalid ? (
              <div className="mt-6">
                <FormMessage>{invalid.message}</FormMessage>
              </div>
            ) : null}
            <Form method="post" noValidate className="card mt-6 space-y-6 p-5 sm:p-8">
              <StarInput
                name="overall"
                label={labels.overall}
                hint={labels.overallHint}
                starLabels={page.starLabels}
                value={values.overall}
                error={errors.overall}
                large
              />
              <div className="border-t border-line pt-5">
                <fieldset className="min-w-0">
                  <legend className="text-base font-bold">{labels.criteria}</legend>
                  <div className="mt-3 grid gap-5 sm:grid-cols-2">
                    {page.criteria.map((rating) => (
                      <StarInput
                        key={rating.name}
                        name={rating.name}
                        label={rating.label}
                        starLabels={page.starLabels}
                        value={values[rating.name]}
                        error={errors[rating.name]}
                      />
                    ))}
                  </div>
                </fieldset>
              </div>
              <InputField
                id="review-title"
                name="title"
                label={labels.title}
                defaultValue={values.title}
                maxLength={200}
                hint={labels.titleHint}
                error={errors.title}
                className="border-t border-line pt-5"
              />
              <TextareaField
                id="review-body"
                name="body"
                label={labels.body}
                rows={8}
                defaultValue={values.body}
                hint={labels.bodyHint}
                error={errors.body}
              />
              <SelectField
                id="review-ownership"
                name="ownership"
                label={labels.ownership}
                defaultValue={values.ownership}
                controlClassName="py-2.5 sm:max-w-xs"
                error={errors.ownership}
                placeholder={labels.chooseOwnership}
                options={page.ownerships}
              />
              <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
                <Icon name="check" className="size-4" />
                {busy ? labels.sending : labels.send}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
