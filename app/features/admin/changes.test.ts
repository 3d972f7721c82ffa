import { describe, expect, it } from "vitest";
import { editableBrandFields } from "./brand-form";
import { changedFields, editAction, fieldsChangedSince, formValues } from "./changes";

describe("conflicts", () => {
  it("names the fields that differ, in the form's order", () => {
    expect(
      changedFields(
        editableBrandFields,
        { name: "A", colour: "#000000", country: null, published: true },
        { name: "B", colour: "#FFFFFF", country: null, published: true },
      ),
    ).toEqual(["name", "colour"]);
    expect(changedFields(editableBrandFields, { country: null }, { country: undefined })).toEqual([]);
  });

  it("gathers the fields of every change saved since, ignoring creations", () => {
    expect(
      fieldsChangedSince(editableBrandFields, [
        { before: null, after: { name: "A" } },
        { before: { colour: "#000000", name: "A" }, after: { colour: "#111111", name: "A" } },
        { before: { name: "A", published: true }, after: { name: "B", published: false } },
      ]),
    ).toEqual(["name", "colour", "published"]);
    expect(fieldsChangedSince(editableBrandFields, [])).toEqual([]);
  });
});

describe("audit actions", () => {
  it("calls a change of published alone a publish or an unpublish, anything else an update", () => {
    expect(editAction(["published"], true)).toBe("publish");
    expect(editAction(["published"], false)).toBe("unpublish");
    expect(editAction(["name", "published"], false)).toBe("update");
    expect(editAction(["name"], true)).toBe("update");
    // An article published (or taken back) with its publication time is a publish (an unpublish).
    expect(editAction(["published", "publishAt"], true)).toBe("publish");
    expect(editAction(["publishAt", "published"], false)).toBe("unpublish");
    expect(editAction(["publishAt"], true)).toBe("update");
    expect(editAction(["title", "published", "publishAt"], true)).toBe("update");
  });
});

describe("formValues", () => {
  it("shows a saved item as its form does: none as empty, yes as on, a time as ISO, a number as digits", () => {
    const updatedAt = new Date("2026-11-27T08:00:00.123Z");
    expect(
      formValues(["name", "country", "published", "updatedAt", "brandId", "segment", "hidden"], {
        name: "Toyota",
        country: null,
        published: true,
        updatedAt,
        brandId: 12,
        segment: undefined,
        hidden: false,
      }),
    ).toEqual({
      name: "Toyota",
      country: "",
      published: "on",
      updatedAt: "2026-11-27T08:00:00.123Z",
      brandId: "12",
      segment: "",
      hidden: "",
    });
  });
});
