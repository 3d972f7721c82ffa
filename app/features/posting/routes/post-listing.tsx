import { useState } from "react";
import { Link, redirect } from "react-router";
import { stepMeta } from "~/features/posting/components/post-form";
import { Choices, Input, Select, StepFormPage, useStepForm } from "~/features/posting/components/step-form";
import { Icon } from "~/shared/ui/icon";
import { requireUser } from "~/shared/auth/auth.server";
import { postStepPath } from "~/shared/lib/links";
import type { PostErrorText } from "~/features/posting/post-text";
import { postTextFor } from "~/features/posting/post-text";
import { memberAtCar, stepAction, stepRefused, submitStep } from "~/features/posting/http.server";
import { carStepSchema, carView, rateLimited, startListing } from "~/features/posting/post-listing.server";
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
export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const schema = (t: PostErrorText) => carStepSchema(context.db, t);
  if (params.listingId) return stepAction(args, "car", schema);
  const user = await requireUser(context.auth, request);
  const t = postTextFor(context.locale);
  return submitStep(request, "car", await schema(t), async (car, values) => {
    const limit = await context.limits.listingDrafts.consume(user.id);
    if (!limit.ok) {
      const formError = rateLimited(limit.retryAfterSeconds, t);
      return stepRefused<"car">({ values, errors: {}, formError }, 429);
    }
    const listingId = await startListing(context.db, user.id, car);
    context.log.info({ userId: user.id, listingId }, "listing started");
    return redirect(postStepPath(listingId, "details"));
  });
}

export const meta: Route.MetaFunction = stepMeta;

const tips = [
  ["file-text", "post.papers", "post.papersText"],
  ["camera", "post.photosTip", "post.photosText"],
  ["tag", "post.priceTip", "post.priceText"],
  ["shield-check", "post.safety", "post.safetyText"],
] as const;

export default function PostCar({ loaderData: page, actionData }: Route.ComponentProps) {
  const form = useStepForm<"car">(page, actionData);
  const { t, values, field } = form;
  const [brand, setBrand] = useState(values.brand);
  // The model suggestions follow the make; before one is chosen (or without JavaScript), every model.
  const models =
    page.makes.find((make) => make.value === brand)?.models ?? page.makes.flatMap((m) => m.models);
  const drafts = page.drafts.length ? (
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
  ) : null;
  const tipList = page.fresh ? (
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
  ) : null;
  return (
    <StepFormPage frame={page} step="car" form={form} before={drafts} after={tipList}>
      <div className="grid gap-6 sm:grid-cols-2">
        <Select
          {...field("brand")}
          label={t("car.make")}
          placeholder={t("post.choose")}
          choices={page.makes}
          onChange={(event) => setBrand(event.target.value)}
        />
        <Input {...field("make_other")} label={t("car.makeOther")} className="post-other" maxLength={40} />
        <Input
          {...field("model")}
          label={t("car.model")}
          hint={t("car.modelHint")}
          maxLength={60}
          list="post-models"
        />
        <datalist id="post-models">
          {models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
        <Select
          {...field("year")}
          label={t("car.year")}
          placeholder={t("post.choose")}
          choices={page.years.map((year) => ({ value: year, label: year }))}
        />
      </div>
      <Choices {...field("body")} legend={t("car.body")} choices={page.bodies} wide />
      <Choices {...field("energy")} legend={t("car.energy")} choices={page.energies} wide />
      <Choices {...field("gearbox")} legend={t("car.gearbox")} choices={page.gearboxes} />
    </StepFormPage>
  );
}
