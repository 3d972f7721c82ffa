import type { ReactNode } from "react";
import { data, Form, Link, redirect, type ShouldRevalidateFunction } from "react-router";
import { FormMessage } from "~/shared/forms/form-message";
import { PostPage, StepActions, StepCard, stepMeta } from "~/features/posting/components/post-form";
import { useText } from "~/shared/i18n/use-text";
import type { PostListingMessages } from "~/features/posting/text/post-listing";
import { Icon } from "~/shared/ui/icon";
import { ListingFacts } from "~/features/used-market/components/listing-facts";
import { postStepPath } from "~/shared/lib/links";
import { listingAt, stepPage } from "~/features/posting/http.server";
import { reviewView, sendForReview } from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-review";

/** /poster-une-annonce/{id}/review: the listing as buyers will see it, with Edit links, and "Send for review". */
export const loader = (args: Route.LoaderArgs) => stepPage(args, "review", reviewView);

/**
 * "Send for review": a complete draft with at least one photo of the car goes to the moderators
 * (pending), and the seller sees it went; otherwise a 400 and the page says what to complete.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { listing } = await listingAt(request, context, params, "review");
  const form = await request.formData();
  if (form.get("intent") !== "send") throw data("Unknown form", { status: 400 });
  const outcome = await sendForReview(context.db, listing, context.locale);
  if (outcome === "sent") {
    context.log.info({ listingId: listing.id }, "listing sent for review");
    return redirect(postStepPath(listing.id, "sent"));
  }
  // Refused: the page comes back with the reason beside the step to complete (a photo of the car, above all).
  if (outcome === "photos" || outcome === "incomplete")
    return data<ReviewAnswer>({ refused: outcome }, { status: 400 });
  return redirect(postStepPath(listing.id, "review"));
}

/** Why "Send for review" was refused: no photo of the car, or another step not complete. */
type ReviewAnswer = { refused: "photos" | "incomplete" };

/**
 * A refused send reloads the page's data (React Router skips it after a 4xx by default): the listing
 * changed elsewhere (its last photo removed in another tab), and the page must show it as it is now.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 400 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = stepMeta;

type EditTarget = { href: string; label: string };

/** A part of the listing with its title and a link to the step that changes it. */
function Part({
  title,
  edit,
  text,
  children,
}: {
  title: string;
  edit: EditTarget;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-line pt-5 first:border-0 first:pt-0">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold">{title}</h3>
        <Link
          to={edit.href}
          aria-label={edit.label}
          className="inline-flex min-h-11 items-center gap-1.5 px-1 text-sm font-semibold text-link"
        >
          <Icon name="pencil" className="size-4" />
          {text}
        </Link>
      </div>
      {children}
    </section>
  );
}

export default function PostReview({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<PostListingMessages>();
  const edit = t("review.edit");
  const refused = (actionData as ReviewAnswer | undefined)?.refused;
  return (
    <PostPage frame={page} t={t} answer={undefined}>
      <StepCard title={t("review.title")} intro={t("review.text")}>
        {page.missing.length ? (
          <div className="mt-6">
            <FormMessage>
              <p>{t("review.missing")}</p>
              <ul className="mt-1 list-disc pl-5">
                {page.missing.map((step) => (
                  <li key={step.href}>
                    <Link to={step.href} className="underline">
                      {step.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </FormMessage>
          </div>
        ) : null}

        <div className="mt-6 space-y-6">
          <Part title={t("post.step.photos")} edit={page.edit.photos} text={edit}>
            {page.photosNeeded ? (
              <p
                id="review-photos-needed"
                role={refused === "photos" ? "alert" : undefined}
                className="mt-3 flex gap-2 rounded-xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm font-semibold text-danger"
              >
                <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {page.photosNeeded}{" "}
                  <Link to={page.edit.photos.href} className="underline">
                    {t("review.addPhotos")}
                  </Link>
                </span>
              </p>
            ) : null}
            {page.photos.length ? (
              <ul className="mt-3 grid grid-cols-4 gap-2">
                {page.photos.map((photo, index) => (
                  <li key={index} className={index ? "" : "col-span-4"}>
                    <img
                      {...photo}
                      alt={photo.alt}
                      loading={index ? "lazy" : undefined}
                      className={`w-full rounded-xl bg-raised object-cover ${index ? "aspect-[4/3]" : "aspect-[16/9]"}`}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 rounded-xl bg-raised px-4 py-3 text-sm">{t("review.noPhotos")}</p>
            )}
          </Part>

          <Part title={t("post.step.car")} edit={page.edit.car} text={edit}>
            <p className="mt-2 text-2xl font-extrabold tracking-tight">{page.car}</p>
            <p className="text-muted">{page.title}</p>
          </Part>

          <Part title={t("post.step.details")} edit={page.edit.details} text={edit}>
            {page.rhdWarning ? (
              <p className="mt-3 flex gap-3 rounded-xl border border-sun bg-sun/15 px-4 py-3 text-sm font-medium">
                <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
                {page.rhdWarning}
              </p>
            ) : null}
            <ListingFacts facts={page.facts} />
            <p className="mt-4 leading-7 whitespace-pre-line">{page.description}</p>
          </Part>

          <Part title={t("post.step.price")} edit={page.edit.price} text={edit}>
            <p className="mt-2 text-3xl font-extrabold text-accent-700 dark:text-accent-300">
              {page.priceText}
            </p>
            {page.negotiable ? <p className="text-sm font-semibold text-muted">{page.negotiable}</p> : null}
            <p className="mt-3 font-bold">{page.seller.name}</p>
            <p className="text-sm text-muted">{page.seller.type}</p>
            <p className="mt-1 text-sm">
              {page.seller.phone} · {page.seller.whatsapp}
            </p>
          </Part>
        </div>

        {page.canSend ? (
          <Form method="post">
            <p className="mt-8 rounded-xl bg-raised px-4 py-3 text-sm leading-6">{t("review.terms")}</p>
            <StepActions frame={page} t={t} name="intent" value="send" label={t("review.send")} />
          </Form>
        ) : (
          <>
            {page.unchanged && !page.missing.length ? (
              <p className="mt-8 rounded-xl bg-raised px-4 py-3 text-sm leading-6">{page.unchanged}</p>
            ) : null}
            <StepActions frame={page} t={t} to={page.myListings} label={t("post.myListings")} />
          </>
        )}
      </StepCard>
    </PostPage>
  );
}
