import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalid, issuesByField, parseForm, readValues } from "./form-data";
import { formOf } from "../../../tests/setup/form-data";

const fields = ["name", "age"] as const;
const schema = z
  .object({
    name: z.string().trim().min(1, "Name, please"),
    age: z.coerce.number().int("Whole years").min(18, "Adults only"),
  })
  .refine((form) => form.name !== "admin", { message: "Not that one", path: [] });

describe("readValues", () => {
  it("reads every named field as a string, missing ones and files as empty", () => {
    const form = formOf({ name: " Aline ", age: new Blob(["x"]) as Blob, extra: "ignored" });
    expect(readValues(form, fields)).toEqual({ name: " Aline ", age: "" });
  });
});

describe("parseForm", () => {
  it("answers the parsed data and the typed values", () => {
    expect(parseForm(schema, formOf({ name: " Aline ", age: "30" }), fields)).toEqual({
      ok: true,
      data: { name: "Aline", age: 30 },
      values: { name: " Aline ", age: "30" },
    });
  });

  it("keeps what was typed and gives the first message of each field", () => {
    expect(parseForm(schema, formOf({ name: "", age: "12.5" }), fields)).toEqual({
      ok: false,
      values: { name: "", age: "12.5" },
      errors: { name: "Name, please", age: "Whole years" },
    });
  });

  it("puts a problem with the whole form in formError", () => {
    expect(parseForm(schema, { name: "admin", age: "40" }, fields)).toEqual({
      ok: false,
      values: { name: "admin", age: "40" },
      errors: {},
      formError: "Not that one",
    });
  });
});

describe("issuesByField and invalid", () => {
  it("keep the first message per field and leave formError out when there is none", () => {
    const issues = [
      { code: "custom", path: ["name"], message: "first", input: "" },
      { code: "custom", path: ["name"], message: "second", input: "" },
    ] as const;
    expect(issuesByField(issues as never)).toEqual({ errors: { name: "first" } });
    expect(invalid({ name: "" }, { name: "first" })).toEqual({
      ok: false,
      values: { name: "" },
      errors: { name: "first" },
    });
  });
});
