/**
 * What every step of the listing form shows around its form (its frame), built on the server by the
 * step's view model and read by the form's components: both sides import it.
 */
import { MY_LISTINGS_PATH, postStepPath } from "~/shared/lib/links";
import { postSteps, type ListingStatus, type PostStep } from "~/shared/lib/used-cars";
import type { Locale } from "~/shared/i18n/locale";
import { messagesFor } from "~/shared/i18n/text";
import { postTextFor } from "./post-text";
import { postListingText } from "./text/post-listing";

/** What the frame needs to know of the listing: where it is, how far the seller got, whether it was sent. */
export interface FramedListing {
  id: number;
  draftStep: PostStep;
  status: ListingStatus;
  submittedAt: Date | null;
}

export const stepIndex = (step: PostStep) => postSteps.indexOf(step);

/** What every step shows around its form: title, progress, where Back goes, the draft or edit note. */
export function stepFrame(
  listing: FramedListing | undefined,
  step: PostStep,
  siteName: string,
  locale: Locale,
) {
  const t = postTextFor(locale);
  const current = stepIndex(step);
  const reached = listing ? stepIndex(listing.draftStep) : 0;
  const heading = t(listing?.submittedAt ? "post.editTitle" : "post.title");
  return {
    /** The form's text, for its components (`useText`). */
    text: messagesFor(locale, postListingText),
    heading,
    /** The document's title: the step, then what the page is for, then the site. */
    title: `${t(`post.step.${step}`)} – ${heading} | ${siteName}`,
    stepText: t("post.stepOf", { n: current + 1, total: postSteps.length }),
    steps: postSteps.map((key, index) => ({
      key,
      label: t(`post.step.${key}`),
      state: index === current ? "current" : index < reached ? "done" : "todo",
      /** The line to the next step shows in colour up to the furthest step reached. */
      line: index < reached,
      href: listing && index <= reached && index !== current ? postStepPath(listing.id, key) : null,
    })),
    back: listing && current > 0 ? postStepPath(listing.id, postSteps[current - 1]!) : null,
    /** A listing that was sent: saving a change takes it off the market (said above the form). */
    editing: !!listing && listing.status !== "draft",
    note: !listing ? null : listing.status === "draft" ? t("post.savedNote") : t("post.editNote"),
    myListings: MY_LISTINGS_PATH,
  };
}

export type PostFrame = ReturnType<typeof stepFrame>;
