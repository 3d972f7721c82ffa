import { data, Form, redirect } from "react-router";
import { equipmentFormFields, equipmentFormValues, readEquipmentForm } from "~/features/admin/equipment-form";
import { Tick } from "~/features/admin/components/control";
import { NoticeHeader } from "~/features/admin/components/notice-header";
import { staffItem } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import { adminText, type AdminMessages } from "~/features/admin/text/admin";
import { updateVersionEquipment, versionEquipmentForEdit } from "~/features/admin/versions.server";
import { equipmentText } from "~/features/catalogue/text/equipment";
import { InputField, TextareaField } from "~/shared/forms/controls";
import { invalid, readValues } from "~/shared/forms/form-data";
import { FormMessage } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { notFound } from "~/shared/http/route-params";
import { textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { equipmentGroups, equipmentItems } from "~/shared/lib/equipment";
import type { Route } from "./+types/admin-version-equipment";

/** /admin/versions/:id/equipment: what the version has, item by item (a yes, or a figure), and what no item names. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { id, item } = await staffItem(context, request, params.id, versionEquipmentForEdit);
  const te = textFor(equipmentText, context.locale);
  return {
    version: { id, name: item.name },
    values: equipmentFormValues(item.equipment, item.updatedAt),
    groups: equipmentGroups.map((group) => ({
      id: group,
      label: te(`equipment.group.${group}`),
      items: equipmentItems
        .filter((equipment) => equipment.group === group)
        .map((equipment) => ({
          key: equipment.key,
          label: te(`equipment.item.${equipment.key}`),
          figure: equipment.kind === "number",
        })),
    })),
    saved: new URL(request.url).searchParams.has("saved"),
    siteUrl: context.env.SITE_URL,
  };
}

/** Saves the equipment unless someone saved the version meanwhile (409, what they changed named). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { editor, id } = await staffItem(context, request, params.id, versionEquipmentForEdit);
  const { locale } = context;
  const t = textFor(adminText, locale);
  const values = readValues(await request.formData(), equipmentFormFields);
  const read = readEquipmentForm(values, t);
  if (!read.ok) return data(invalid(values, read.errors, t("admin.brand.error.fix")), 400);
  const result = await updateVersionEquipment(
    context.db,
    id,
    read.equipment,
    values.updatedAt,
    editor.id,
    locale,
  );
  if (result.status === "saved") throw redirect(`/admin/versions/${id}/equipment?saved=1`);
  if (result.status === "conflict")
    return data(invalid({ ...values, updatedAt: result.updatedAt }, {}, result.message), 409);
  return notFound(request, locale);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, `/admin/versions/${data?.version.id}/equipment`, (t) => ({
    title: t("admin.equipment.title", { name: data?.version.name ?? "" }),
    description: t("admin.equipment.description"),
  }));

export default function AdminVersionEquipment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const pending = usePending();
  const { version, groups, saved } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <>
      <NoticeHeader
        back={{ to: `/admin/versions/${version.id}`, label: t("admin.equipment.back") }}
        title={t("admin.equipment.title", { name: version.name })}
        done={saved && !actionData ? t("admin.equipment.saved") : null}
      />
      <Form key={loaderData.values.updatedAt} method="post" noValidate className="card space-y-6 p-4 sm:p-6">
        {actionData?.formError ? <FormMessage>{actionData.formError}</FormMessage> : null}
        <input type="hidden" name="updatedAt" value={values.updatedAt} />
        <p className="text-sm text-muted">{t("admin.equipment.intro")}</p>
        {groups.map((group) => (
          <fieldset key={group.id} className="border-t border-line pt-5">
            <legend className="float-left mb-4 w-full text-lg font-bold">{group.label}</legend>
            <div className="grid clear-left gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) =>
                item.figure ? (
                  <InputField
                    key={item.key}
                    id={`equipment-${item.key}`}
                    name={item.key}
                    label={item.label}
                    defaultValue={values[item.key]}
                    error={errors[item.key]}
                    inputMode="decimal"
                    autoComplete="off"
                  />
                ) : (
                  <Tick key={item.key} name={item.key} checked={values[item.key] === "on"} className="gap-3">
                    {item.label}
                  </Tick>
                ),
              )}
            </div>
          </fieldset>
        ))}
        <TextareaField
          id="equipment-other"
          name="other"
          label={t("admin.equipment.other")}
          hint={t("admin.equipment.otherHint")}
          defaultValue={values.other}
          error={errors.other}
          rows={5}
        />
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t("admin.brand.saving") : t("admin.equipment.save")}
        </button>
      </Form>
    </>
  );
}
