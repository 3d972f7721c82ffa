import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { equipmentItems } from "~/shared/lib/equipment";
import {
  equipmentAuditFields,
  equipmentFormFields,
  equipmentFormValues,
  equipmentSnapshot,
  readEquipmentForm,
} from "./equipment-form";
import { adminText } from "./text/admin";

const t = textFor(adminText, "en");
const at = new Date("2026-11-27T08:00:00.000Z");
const blank = Object.fromEntries(equipmentFormFields.map((field) => [field, ""])) as Parameters<
  typeof readEquipmentForm
>[0];

describe("the equipment form", () => {
  it("shows a version's equipment: ticked yes items, figures, 'yes' for a figure not known, other lines", () => {
    const values = equipmentFormValues(
      { items: { abs: true, airbags: 7, central_display: true }, other: ["Cup holders", "Fabric seats"] },
      at,
    );
    expect(values).toMatchObject({
      abs: "on",
      airbags: "7",
      central_display: "yes",
      esc: "",
      other: "Cup holders\nFabric seats",
      updatedAt: "2026-11-27T08:00:00.000Z",
    });
  });

  it("reads ticks, figures (a decimal comma too), 'yes' and other lines back into the same equipment", () => {
    const read = readEquipmentForm(
      {
        ...blank,
        abs: "on",
        airbags: " 7 ",
        central_display: "12,3",
        speakers: "YES",
        other: " Cup holders \n\n",
      },
      t,
    );
    expect(read).toEqual({
      ok: true,
      equipment: {
        items: { abs: true, airbags: 7, central_display: 12.3, speakers: true },
        other: ["Cup holders"],
      },
    });
    const round = equipmentFormValues(read.ok ? read.equipment : { items: {}, other: [] }, at);
    expect(readEquipmentForm(round, t)).toEqual(read);
  });

  it("refuses figures out of range or not figures, and too long other lines, field by field", () => {
    const read = readEquipmentForm(
      { ...blank, airbags: "2.5", central_display: "99", speakers: "many", other: "x".repeat(121) },
      t,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        airbags: "A whole number from 1 to 20, or “yes”.",
        central_display: expect.stringMatching(/^Inches up to \d+/),
        speakers: "A whole number from 1 to 40, or “yes”.",
        other: "At most 40 lines of 120 characters each.",
      },
    });
  });

  it("ignores a yes item sent with anything but a tick, and never reads an unknown field", () => {
    const read = readEquipmentForm({ ...blank, abs: "1", esc: "on" }, t);
    expect(read).toEqual({ ok: true, equipment: { items: { esc: true }, other: [] } });
  });
});

describe("the equipment in the audit log", () => {
  it("is one field per item, null when the version has not it, and the other equipment as one text", () => {
    const snapshot = equipmentSnapshot({ items: { airbags: 6 }, other: ["Cup holders", "Mud flaps"] });
    expect(new Set(Object.keys(snapshot))).toEqual(new Set(equipmentAuditFields));
    expect(snapshot).toMatchObject({
      "equipment.airbags": 6,
      "equipment.abs": null,
      "equipment.other": "Cup holders; Mud flaps",
    });
    expect(equipmentAuditFields).toHaveLength(equipmentItems.length + 1);
  });
});
