import { useState } from "react";
import { Link, redirect } from "react-router";
import {
  Choices,
  Input,
  PostPage,
  Select,
  StepCard,
  StepForm,
  stepMeta,
} from "~/features/posting/components/post-form";
import { useText } from "~/shared/i18n/use-text";
import type { PostListingMessages } from "~/features/posting/text/post-listing";
import { postTextFor } from "~/features/posting/post-text";
import { Icon } from "~/shared/ui/icon";
import { parseForm } from "~/shared/forms/form-data";
import { postStepPath } from "~/shared/lib/links";
import { stepFields, type StepResult } from "~/features/posting/listing-fields";
import { memberAtCar, stepRefused } from "~/features/posting/http.server";
import {
  carStepSchema,
  carView,
  rateLimited,
  saveStep,
  startListing,
} from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-listing";

/**
 * SPEC §2.1, §2.7: /poster-une-annonce, the first step of the listing form (the car); signed-in members
 * only, others go to sign in and come back. Also /poster-une-annonce/{id}/car for a saved listing.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, listing } = await memberAtCar(request, context, params);
  return carView(context.db, {
    userId: user.id,
    listing,
    siteName: context.env.SITE_NAME,
    locale: context.locale,
  });
}

/** Saves the car: a new listing (a draft) the first time, then the same listing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, listing } = await memberAtCar(request, context, params);
  const t = postTextFor(context.locale);
  const form = await request.formData();
  const parsed = parseForm(await carStepSchema(context.db, t), form, stepFields.car);
  if (!parsed.ok) return stepRefused<"car">(parsed);
  if (listing) {
    await saveStep(context.db, listing, "car", parsed.data);
    return redirect(postStepPath(listing.id, "details"));
  }
  const limit = await context.limits.listingDrafts.consume(user.id);
  if (!limit.ok) {
    const formError = rateLimited(limit.retryAfterSeconds, t);
    return stepRefused<"car">({ values: parsed.values, errors: {}, formError }, 429);
  }
  const listingId = await startListing(context.db, user.id, parsed.data);
  context.log.info({ userId: user.id, listingId }, "listing started");
  return redirect(postStepPath(listingId, "details"));
}

export const meta: Route.MetaFunction = stepMeta;

const tips = [
  ["file-text", "post.papers", "post.papersText"],
  ["camera", "post.photosTip", "post.photosText"],
  ["tag", "post.priceTip", "post.priceText"],
  ["shield-check", "post.safety", "post.safetyText"],
] as const;

export default function PostCar({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<PostListingMessages>();
  const answer = actionData as StepResult<"car"> | undefined;
  const values = answer?.values ?? page.values;
  const errors = answer?.errors ?? {};
  const [brand, setBrand] = useState(values.brand);
  // The model suggestions follow the make; before one is chosen (or without JavaScript), every model.
  const models =
    page.makes.find((make) => make.value === brand)?.models ?? page.makes.flatMap((m) => m.models);
  return (
    <PostPage frame={page} t={t} answer={answer}>
      {page.drafts.length ? (
        <section aria-labelledby="post-drafts" className="card mt-6 p-5">
          <h2 id="post-drafts" className="text-lg font-bold">
            {t("post.drafts")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("post.draftsText")}</p>
          <ul className="mt-3 divide-y divide-line">
            {page.drafts.map((draft) => (
              <li key={draft.id}>
                <Link
                  to={draft.href}
                  className="flex min-h-12 items-center justify-between gap-3 py-2 hover:text-link"
                >
                  <span className="font-semibold">{draft.label}</span>
                  <span className="flex items-center gap-1 text-sm text-muted">
                    {draft.step}
                    <Icon name="chevron-right" className="size-4" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StepCard title={t("car.title")} intro={t("car.text")}>
        <StepForm frame={page} t={t} formError={answer?.formError} invalid={!!answer}>
          <div className="grid gap-6 sm:grid-cols-2">
            <Select
              name="brand"
              label={t("car.make")}
              placeholder={t("post.choose")}
              choices={page.makes}
              defaultValue={values.brand}
              error={errors.brand}
              onChange={(event) => setBrand(event.target.value)}
            />
            <Input
              name="make_other"
              label={t("car.makeOther")}
              className="post-other"
              defaultValue={values.make_other}
              error={errors.make_other}
              maxLength={40}
              autoComplete="off"
            />
            <Input
              name="model"
              label={t("car.model")}
              hint={t("car.modelHint")}
              defaultValue={values.model}
              error={errors.model}
              maxLength={60}
              list="post-models"
              autoComplete="off"
            />
            <datalist id="post-models">
              {models.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
            <Select
              name="year"
              label={t("car.year")}
              placeholder={t("post.choose")}
              choices={page.years.map((year) => ({ value: year, label: year }))}
              defaultValue={values.year}
              error={errors.year}
            />
          </div>
          <Choices
            name="body"
            legend={t("car.body")}
            choices={page.bodies}
            value={values.body}
            error={errors.body}
            wide
          />
          <Choices
            name="energy"
            legend={t("car.energy")}
            choices={page.energies}
            value={values.energy}
            error={errors.energy}
            wide
          />
          <Choices
            name="gearbox"
            legend={t("car.gearbox")}
            choices={page.gearboxes}
            value={values.gearbox}
            error={errors.gearbox}
          />
        </StepForm>
      </StepCard>
      {page.fresh ? (
        <section aria-labelledby="post-tips" className="mt-8">
          <h2 id="post-tips" className="text-lg font-bold">
            {t("post.tips")}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {tips.map(([icon, title, text]) => (
              <li key={title} className="flex gap-3 rounded-xl bg-raised p-4">
                <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent-600 dark:text-accent-300" />
                <div>
                  <h3 className="font-bold">{t(title)}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PostPage>
  );
}
