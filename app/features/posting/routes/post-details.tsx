import {
  Choices,
  Input,
  PostPage,
  Select,
  StepCard,
  StepForm,
  stepMeta,
  TextArea,
} from "~/features/posting/components/post-form";
import { useText } from "~/shared/i18n/use-text";
import type { PostListingMessages } from "~/features/posting/text/post-listing";
import { postTextFor } from "~/features/posting/post-text";
import { Icon } from "~/shared/ui/icon";
import { redirect } from "react-router";
import { parseForm } from "~/shared/forms/form-data";
import { postStepPath } from "~/shared/lib/links";
import { stepFields, type StepResult } from "~/features/posting/listing-fields";
import { detailsSchema } from "~/features/posting/listing-form";
import { listingAt, stepRefused } from "~/features/posting/http.server";
import { detailsView, saveStep } from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-details";

/** /poster-une-annonce/{id}/details: the listing form's second step. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { listing } = await listingAt(request, context, params, "details");
  return detailsView(listing, context.env.SITE_NAME, context.locale);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { listing } = await listingAt(request, context, params, "details");
  const parsed = parseForm(
    detailsSchema(postTextFor(context.locale)),
    await request.formData(),
    stepFields.details,
  );
  if (!parsed.ok) return stepRefused<"details">(parsed);
  await saveStep(context.db, listing, "details", parsed.data);
  return redirect(postStepPath(listing.id, "photos"));
}

export const meta: Route.MetaFunction = stepMeta;

export default function PostDetails({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<PostListingMessages>();
  const answer = actionData as StepResult<"details"> | undefined;
  const values = answer?.values ?? page.values;
  const errors = answer?.errors ?? {};
  const { limits } = page;
  return (
    <PostPage frame={page} t={t} answer={answer}>
      <StepCard title={t("details.title")} intro={t("details.text")}>
        <StepForm frame={page} t={t} invalid={!!answer}>
          <div className="grid gap-6 sm:grid-cols-2">
            <Input
              name="mileage"
              label={t("details.mileage")}
              hint={t("details.mileageHint")}
              defaultValue={values.mileage}
              error={errors.mileage}
              inputMode="numeric"
              maxLength={12}
              autoComplete="off"
            />
            <Select
              name="colour"
              label={t("details.colour")}
              placeholder={t("post.choose")}
              choices={page.colours}
              defaultValue={values.colour}
              error={errors.colour}
            />
            <Input
              name="engine_cc"
              label={t("details.engine")}
              optional={t("post.optional")}
              hint={t("details.engineHint")}
              defaultValue={values.engine_cc}
              error={errors.engine_cc}
              inputMode="numeric"
              maxLength={5}
              autoComplete="off"
            />
            <Select
              name="drive"
              label={t("details.drive")}
              optional={t("post.optional")}
              placeholder={t("post.choose")}
              choices={page.drives}
              defaultValue={values.drive}
              error={errors.drive}
            />
          </div>
          <Choices
            name="steering"
            legend={t("details.steering")}
            choices={page.steering}
            value={values.steering}
            error={errors.steering}
          >
            {/* Shown while "right" is ticked (app.css), with or without JavaScript. */}
            <p className="post-rhd mt-3 gap-3 rounded-xl border border-sun bg-sun/15 px-4 py-3 text-sm font-medium">
              <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
              {t("details.rhdWarning")}
            </p>
          </Choices>
          <Select
            name="condition"
            label={t("details.condition")}
            placeholder={t("post.choose")}
            choices={page.conditions}
            defaultValue={values.condition}
            error={errors.condition}
          />
          <Choices
            name="import_status"
            legend={t("details.import")}
            choices={page.imports}
            value={values.import_status}
            error={errors.import_status}
          />
          <Input
            name="title"
            label={t("details.listingTitle")}
            hint={t("details.titleHint")}
            defaultValue={values.title}
            error={errors.title}
            maxLength={limits.titleMax}
            autoComplete="off"
          />
          <TextArea
            name="description"
            label={t("details.description")}
            hint={t("details.descriptionHint", { min: limits.descriptionMin })}
            defaultValue={values.description}
            error={errors.description}
            maxLength={limits.descriptionMax}
          />
        </StepForm>
      </StepCard>
    </PostPage>
  );
}
