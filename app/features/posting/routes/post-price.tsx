import { useState } from "react";
import {
  Check,
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
import { redirect } from "react-router";
import { parseForm } from "~/shared/forms/form-data";
import { postStepPath } from "~/shared/lib/links";
import { stepFields, type StepResult } from "~/features/posting/listing-fields";
import { listingAt, stepRefused } from "~/features/posting/http.server";
import { priceStepSchema, priceView, saveStep } from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-price";

/** /poster-une-annonce/{id}/price: the listing form's fourth step, price and contact. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, listing } = await listingAt(request, context, params, "price");
  return priceView(context.db, { user, listing, siteName: context.env.SITE_NAME, locale: context.locale });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { listing } = await listingAt(request, context, params, "price");
  const parsed = parseForm(
    priceStepSchema(postTextFor(context.locale)),
    await request.formData(),
    stepFields.price,
  );
  if (!parsed.ok) return stepRefused<"price">(parsed);
  await saveStep(context.db, listing, "price", parsed.data);
  return redirect(postStepPath(listing.id, "review"));
}

export const meta: Route.MetaFunction = stepMeta;

export default function PostPrice({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<PostListingMessages>();
  const answer = actionData as StepResult<"price"> | undefined;
  const values = answer?.values ?? page.values;
  const errors = answer?.errors ?? {};
  const { limits } = page;
  // The sectors follow the district; before one is chosen (or without JavaScript), every district's.
  const [district, setDistrict] = useState(values.district);
  const chosen = page.districts.find((entry) => entry.name.toLowerCase() === district.toLowerCase());
  return (
    <PostPage frame={page} t={t} answer={answer}>
      <StepCard title={t("price.title")} intro={t("price.text")}>
        <StepForm frame={page} t={t} invalid={!!answer}>
          <div className="grid gap-6 sm:grid-cols-2">
            <div className="space-y-3">
              <Input
                name="price"
                label={t("price.price")}
                hint={t("price.priceHint")}
                defaultValue={values.price}
                error={errors.price}
                inputMode="numeric"
                maxLength={20}
                autoComplete="off"
              />
              <Check name="negotiable" label={t("price.negotiable")} checked={values.negotiable !== ""} />
            </div>
            <div className="hidden sm:block" />
            <Select
              name="district"
              label={t("price.district")}
              placeholder={t("post.choose")}
              choices={page.districts.map((entry) => ({ value: entry.name, label: entry.name }))}
              defaultValue={chosen?.name ?? values.district}
              error={errors.district}
              onChange={(event) => setDistrict(event.target.value)}
            />
            <Select
              key={chosen?.name}
              name="sector"
              label={t("price.sector")}
              placeholder={t("post.choose")}
              defaultValue={values.sector}
              error={errors.sector}
            >
              {(chosen ? [chosen] : page.districts).map((entry) => (
                <optgroup key={entry.name} label={entry.name}>
                  {entry.sectors.map((sector) => (
                    <option key={sector}>{sector}</option>
                  ))}
                </optgroup>
              ))}
            </Select>
            <Input
              name="seller_name"
              label={t("price.sellerName")}
              hint={t("price.sellerNameHint")}
              defaultValue={values.seller_name}
              error={errors.seller_name}
              maxLength={limits.sellerNameMax}
              autoComplete="name"
            />
            <div className="space-y-3">
              <Input
                name="phone"
                type="tel"
                label={t("price.phone")}
                hint={t("price.phoneHint")}
                defaultValue={values.phone}
                error={errors.phone}
                maxLength={limits.phoneMax}
                autoComplete="tel"
              />
              <Check name="whatsapp" label={t("price.whatsapp")} checked={values.whatsapp !== ""} />
            </div>
          </div>
          <Choices
            name="seller_type"
            legend={t("price.sellerType")}
            choices={page.sellerTypes}
            value={values.seller_type}
            error={errors.seller_type}
          />
        </StepForm>
      </StepCard>
    </PostPage>
  );
}
