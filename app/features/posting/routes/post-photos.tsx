import { useRef, useState } from "react";
import { data, Form, redirect, useNavigate } from "react-router";
import { FormMessage, FormNotice } from "~/shared/forms/form-message";
import { PostPage, StepActions, StepCard, stepMeta } from "~/features/posting/components/post-form";
import { useText } from "~/shared/i18n/use-text";
import type { PostListingMessages } from "~/features/posting/text/post-listing";
import { Icon } from "~/shared/ui/icon";
import { useHydrated } from "~/shared/ui/use-hydrated";
import type { UploadResult } from "~/features/posting/listing-fields";
import { makeCover, removePhoto } from "~/features/posting/listing-photos.server";
import { listingAt, stepPage, upload } from "~/features/posting/http.server";
import { carPhotosOf, photosView, saveStep, type PhotosAnswer } from "~/features/posting/post-listing.server";
import { hasEnoughPhotos } from "~/features/posting/listing-photos";
import { postStepPath } from "~/shared/lib/links";
import { uploadStorage } from "~/shared/server/uploads.server";
import { postErrorText } from "~/features/posting/text/post-listing";
import { textFor } from "~/shared/i18n/text";
import type { Route } from "./+types/post-photos";

/**
 * /poster-une-annonce/{id}/photos: the listing form's third step. Without JavaScript the form uploads
 * the chosen photos as they are; with it, each photo is made smaller in the browser and sent on its own
 * with a progress bar (app/features/posting/components/photo-upload.ts, loaded when photos are chosen).
 */
export const loader = (args: Route.LoaderArgs) => stepPage(args, "photos", photosView);

/**
 * The photo step's forms: an upload (multipart, the form that works without JavaScript), removing a
 * photo, making one the cover, and Continue (at least one photo).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, listing } = await listingAt(request, context, params, "photos");
  const here = postStepPath(listing.id, "photos");
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const { result, status } = await upload(request, context, listing, user.id);
    return data<PhotosAnswer>({ intent: "upload", ...result }, { status });
  }
  const form = await request.formData();
  const photoId = Number(form.get("photo"));
  switch (form.get("intent")) {
    case "remove":
      await removePhoto(context.db, uploadStorage(context.env), listing.id, photoId);
      return redirect(here);
    case "cover":
      await makeCover(context.db, listing.id, photoId);
      return redirect(here);
    case "continue": {
      if (!hasEnoughPhotos(await carPhotosOf(context.db, listing.id)))
        return data<PhotosAnswer>(
          { intent: "continue", error: textFor(postErrorText, context.locale)("error.photosNone") },
          { status: 400 },
        );
      await saveStep(context.db, listing, "photos", {});
      return redirect(postStepPath(listing.id, "price"));
    }
    default:
      throw data("Unknown form", { status: 400 });
  }
}

export const meta: Route.MetaFunction = stepMeta;

interface Sending {
  name: string;
  sent: number;
}

export default function PostPhotos({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<PostListingMessages>();
  const answer = actionData as PhotosAnswer | undefined;
  const script = useHydrated();
  const [sending, setSending] = useState<Sending[]>([]);
  // What the script's uploads answered, until the server answers a form (without JavaScript) again.
  const [sent, setSent] = useState<{ after: unknown; result?: UploadResult }>({ after: answer });
  const result =
    sent.after === answer && sent.result ? sent.result : answer?.intent === "upload" ? answer : undefined;
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  const upload = async (files: File[]) => {
    if (!files.length) return;
    setSent({ after: answer });
    setSending(files.map((file) => ({ name: file.name, sent: 0 })));
    const { uploadPhotos } = await import("~/features/posting/components/photo-upload");
    const outcome = await uploadPhotos(files, {
      url: page.uploadUrl,
      maxBytes: page.maxBytes,
      tooBig: page.clientErrors.tooBig,
      failed: page.clientErrors.failed,
      onProgress: (index, sent) =>
        setSending((now) => now.map((file, at) => (at === index ? { ...file, sent } : file))),
    });
    form.current?.reset();
    setSending([]);
    setSent({
      after: answer,
      result: {
        ...outcome,
        message: outcome.added
          ? outcome.added === 1
            ? t("photos.addedOne")
            : t("photos.added", { count: outcome.added })
          : null,
      },
    });
    // The same address again: its loader runs, and the new photos show.
    await navigate(".", { replace: true, preventScrollReset: true });
  };

  const errors = result?.errors ?? [];
  return (
    <PostPage frame={page} t={t} answer={answer}>
      <StepCard title={t("photos.title")} intro={page.intro}>
        <p className="mt-5 text-sm font-semibold">{page.count}</p>
        {page.photos.length ? (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {page.photos.map((photo, index) => (
              <li
                key={photo.id}
                className="relative self-start overflow-hidden rounded-xl border border-line bg-raised"
              >
                <img
                  src={photo.src}
                  srcSet={photo.srcSet}
                  sizes={photo.sizes}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  className="aspect-[4/3] w-full object-cover"
                />
                {index ? null : (
                  <span className="absolute top-2 left-2 rounded-full bg-accent-600 px-2.5 py-0.5 text-xs font-bold text-white">
                    {t("photos.cover")}
                  </span>
                )}
                <Form method="post">
                  <input type="hidden" name="photo" value={photo.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="post-photo-remove"
                    aria-label={photo.remove}
                    title={t("photos.remove")}
                  >
                    <Icon name="trash-2" className="size-4" />
                  </button>
                  {index ? (
                    <button
                      type="submit"
                      name="intent"
                      value="cover"
                      className="post-photo-btn w-full justify-center"
                      aria-label={photo.makeCover}
                    >
                      <Icon name="star" className="size-4" />
                      {t("photos.makeCover")}
                    </button>
                  ) : null}
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 rounded-xl bg-raised px-4 py-3 text-sm">{t("photos.none")}</p>
        )}

        {page.full ? (
          <p className="mt-6 rounded-xl bg-raised px-4 py-3 text-sm font-medium">{page.full}</p>
        ) : (
          <Form
            ref={form}
            method="post"
            encType="multipart/form-data"
            className="mt-6"
            onSubmit={(event) => {
              if (!script) return;
              event.preventDefault();
              void upload([...(new FormData(event.currentTarget).getAll("photo") as File[])]);
            }}
          >
            <label htmlFor="post-photo" className="post-drop">
              <Icon name="camera" className="size-8 text-accent-600 dark:text-accent-300" />
              <span className="font-bold">{t("photos.choose")}</span>
              <span id="post-photo-hint" className="text-sm text-muted">
                {t("photos.hint")}
              </span>
              <input
                id="post-photo"
                type="file"
                name="photo"
                multiple
                accept={page.types.join(",")}
                className="sr-only"
                disabled={sending.length > 0}
                onChange={(event) => {
                  if (script) void upload([...(event.currentTarget.files ?? [])]);
                }}
                aria-describedby={errors.length ? "post-photo-hint post-photo-error" : "post-photo-hint"}
                aria-invalid={errors.length ? true : undefined}
              />
            </label>
            {sending.length ? (
              <ul className="mt-4 space-y-3" aria-live="polite">
                {sending.map((file, index) => (
                  <li key={index}>
                    <label className="block text-sm" htmlFor={`post-sending-${index}`}>
                      {t("photos.uploading", { name: file.name })}
                    </label>
                    <progress
                      id={`post-sending-${index}`}
                      max={1}
                      value={file.sent}
                      className="post-progress"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <div id="post-photo-error" className="mt-3 space-y-3">
              {errors.length ? (
                <FormMessage>
                  {errors.map((error, index) => (
                    <p key={index}>{error}</p>
                  ))}
                </FormMessage>
              ) : null}
              {result?.message ? <FormNotice>{result.message}</FormNotice> : null}
            </div>
            {script ? null : (
              <button type="submit" className="btn-ghost mt-4">
                <Icon name="camera" className="size-4" />
                {t("photos.upload")}
              </button>
            )}
          </Form>
        )}

        <Form method="post">
          {answer?.intent === "continue" ? (
            <div className="mt-6">
              <FormMessage>
                <p>{answer.error}</p>
              </FormMessage>
            </div>
          ) : null}
          <StepActions frame={page} t={t} name="intent" value="continue" />
        </Form>
      </StepCard>
    </PostPage>
  );
}
