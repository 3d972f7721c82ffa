import { useState } from "react";
import { stepMeta } from "~/features/posting/components/post-form";
import {
  Check,
  Choices,
  Input,
  Select,
  StepFormPage,
  useStepForm,
} from "~/features/posting/components/step-form";
import { stepAction, stepPage } from "~/features/posting/http.server";
import { priceStepSchema, priceView } from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-price";

/** /poster-une-annonce/{id}/price: the listing form's fourth step, price and contact. */
export const loader = (args: Route.LoaderArgs) => stepPage(args, "price", priceView);

export const action = (args: Route.ActionArgs) => stepAction(args, "price", priceStepSchema);

export const meta: Route.MetaFunction = stepMeta;

export default function PostPrice({ loaderData: page, actionData }: Route.ComponentProps) {
  const form = useStepForm<"price">(page, actionData);
  const { t, values, field } = form;
  const { limits } = page;
  // The sectors follow the district; before one is chosen (or without JavaScript), every district's.
  const [district, setDistrict] = useState(values.district);
  const chosen = page.districts.find((entry) => entry.name.toLowerCase() === district.toLowerCase());
  return (
    <StepFormPage frame={page} step="price" form={form}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="space-y-3">
          <Input
            {...field("price")}
            label={t("price.price")}
            hint={t("price.priceHint")}
            inputMode="numeric"
            maxLength={20}
          />
          <Check name="negotiable" label={t("price.negotiable")} checked={values.negotiable !== ""} />
        </div>
        <div className="hidden sm:block" />
        <Select
          {...field("district")}
          label={t("price.district")}
          placeholder={t("post.choose")}
          choices={page.districts.map((entry) => ({ value: entry.name, label: entry.name }))}
          defaultValue={chosen?.name ?? values.district}
          onChange={(event) => setDistrict(event.target.value)}
        />
        <Select
          key={chosen?.name}
          {...field("sector")}
          label={t("price.sector")}
          placeholder={t("post.choose")}
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
          {...field("seller_name")}
          label={t("price.sellerName")}
          hint={t("price.sellerNameHint")}
          maxLength={limits.sellerNameMax}
          autoComplete="name"
        />
        <div className="space-y-3">
          <Input
            {...field("phone")}
            type="tel"
            label={t("price.phone")}
            hint={t("price.phoneHint")}
            maxLength={limits.phoneMax}
            autoComplete="tel"
          />
          <Check name="whatsapp" label={t("price.whatsapp")} checked={values.whatsapp !== ""} />
        </div>
      </div>
      <Choices {...field("seller_type")} legend={t("price.sellerType")} choices={page.sellerTypes} />
    </StepFormPage>
  );
}
