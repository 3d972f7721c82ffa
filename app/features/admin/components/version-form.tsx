import type { FieldSpec } from "~/features/admin/components/control";
import type { Options } from "~/features/admin/kinds";
import type { AdminMessages } from "~/features/admin/text/admin";
import {
  VERSION_FIGURES,
  type EditableVersionField,
  type VersionFigure,
} from "~/features/admin/version-form";
import type { Translate } from "~/shared/i18n/text";

/** "power (kW)" → "Power (kW)": a field's name in the audit log, as a label. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The version form's fields, in the order the page shows them, in parts (drawn by ItemForm): the spec sheet the
 * version page and the comparator show.
 */
export function versionFormFields(
  t: Translate<AdminMessages>,
  choices: { models: Options; energies: Options; transmissions: Options; drives: Options },
): FieldSpec<EditableVersionField>[] {
  const label = (name: EditableVersionField) => capitalised(t(`admin.field.${name}`));
  const figure = (name: VersionFigure, group?: string): FieldSpec<EditableVersionField> => {
    const rule: { whole: boolean; required?: true } = VERSION_FIGURES[name];
    return {
      name,
      label: label(name),
      inputMode: rule.whole ? "numeric" : "decimal",
      required: rule.required,
      hint: rule.whole ? undefined : t("admin.version.decimalHint"),
      group,
    };
  };
  const choose = (
    name: "energy" | "transmission" | "drive",
    options: Options,
  ): FieldSpec<EditableVersionField> => ({
    name,
    label: label(name),
    options,
    placeholder: t("admin.model.choose"),
    required: true,
  });
  return [
    {
      name: "modelId",
      label: label("modelId"),
      options: choices.models,
      placeholder: t("admin.version.chooseModel"),
      required: true,
      group: t("admin.version.group.identity"),
    },
    { name: "name", label: label("name"), required: true },
    { name: "slug", label: t("admin.brand.slug"), hint: t("admin.version.slugHint"), code: true },
    { ...figure("priceRwf"), hint: t("admin.version.priceHint") },
    { ...choose("energy", choices.energies), group: t("admin.version.group.engine") },
    { name: "engineLabel", label: label("engineLabel"), required: true },
    figure("displacementCc"),
    figure("powerKw"),
    figure("powerHp"),
    figure("torqueNm"),
    choose("transmission", choices.transmissions),
    figure("gears"),
    choose("drive", choices.drives),
    figure("consumptionL100", t("admin.version.group.consumption")),
    figure("co2Gkm"),
    figure("zeroToHundredS"),
    figure("topSpeedKmh"),
    figure("consumptionKwh100", t("admin.version.group.electric")),
    figure("batteryKwh"),
    figure("electricRangeKm"),
    figure("acChargeKw"),
    figure("dcChargeKw"),
    figure("lengthMm", t("admin.version.group.dimensions")),
    figure("widthMm"),
    figure("heightMm"),
    figure("wheelbaseMm"),
    figure("groundClearanceMm"),
    figure("kerbWeightKg"),
    figure("seats", t("admin.version.group.capacity")),
    figure("doors"),
    figure("bootLitres"),
    figure("tankLitres"),
    { name: "warranty", label: label("warranty"), required: true },
    {
      name: "published",
      label: t("admin.brand.published"),
      hint: t("admin.version.publishedHint"),
      type: "checkbox",
      group: t("admin.version.group.publishing"),
    },
  ];
}
