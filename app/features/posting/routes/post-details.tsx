import { stepMeta } from "~/features/posting/components/post-form";
import {
  Choices,
  Input,
  Select,
  StepFormPage,
  TextArea,
  useStepForm,
} from "~/features/posting/components/step-form";
import { Icon } from "~/shared/ui/icon";
import { detailsSchema } from "~/features/posting/listing-form";
import { stepAction, stepPage } from "~/features/posting/http.server";
import { detailsView } from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-details";

/** /poster-une-annonce/{id}/details: the listing form's second step. */
export const loader = (args: Route.LoaderArgs) => stepPage(args, "details", detailsView);

export const action = (args: Route.ActionArgs) => stepAction(args, "details", detailsSchema);

export const meta: Route.MetaFunction = stepMeta;

export default function PostDetails({ loaderData: page, actionData }: Route.ComponentProps) {
  const form = useStepForm<"details">(page, actionData);
  const { t, field } = form;
  const { limits } = page;
  return (
    <StepFormPage frame={page} step="details" form={form}>
      <div className="grid gap-6 sm:grid-cols-2">
        <Input
          {...field("mileage")}
          label={t("details.mileage")}
          hint={t("details.mileageHint")}
          inputMode="numeric"
          maxLength={12}
        />
        <Select
          {...field("colour")}
          label={t("details.colour")}
          placeholder={t("post.choose")}
          choices={page.colours}
        />
        <Input
          {...field("engine_cc")}
          label={t("details.engine")}
          optional={t("post.optional")}
          hint={t("details.engineHint")}
          inputMode="numeric"
          maxLength={5}
        />
        <Select
          {...field("drive")}
          label={t("details.drive")}
          optional={t("post.optional")}
          placeholder={t("post.choose")}
          choices={page.drives}
        />
      </div>
      <Choices {...field("steering")} legend={t("details.steering")} choices={page.steering}>
        {/* Shown while "right" is ticked (app.css), with or without JavaScript. */}
        <p className="post-rhd mt-3 gap-3 rounded-xl border border-sun bg-sun/15 px-4 py-3 text-sm font-medium">
          <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
          {t("details.rhdWarning")}
        </p>
      </Choices>
      <Select
        {...field("condition")}
        label={t("details.condition")}
        placeholder={t("post.choose")}
        choices={page.conditions}
      />
      <Choices {...field("import_status")} legend={t("details.import")} choices={page.imports} />
      <Input
        {...field("title")}
        label={t("details.listingTitle")}
        hint={t("details.titleHint")}
        maxLength={limits.titleMax}
      />
      <TextArea
        {...field("description")}
        label={t("details.description")}
        hint={t("details.descriptionHint", { min: limits.descriptionMin })}
        maxLength={limits.descriptionMax}
      />
    </StepFormPage>
  );
}
