import { describe, expect, it } from "vitest";
import { validateLead, type LeadChoices } from "./lead-form";
import { firstStepWithError, leadValues, missingChoice, type LeadValues } from "./leads";
import { formOf } from "../../../tests/setup/form-data";

const choices: LeadChoices = { brandIds: new Set([1, 2, 3]), districts: ["Gasabo", "Kicukiro", "Musanze"] };

const valid: LeadValues = {
  car_condition: "new",
  payment_method: "bank-loan",
  brands: ["1", "3"],
  budget_min: "15.000.000",
  budget_max: "25 000 000 RWF",
  name: "  Aline   Uwase ",
  phone: "0788 123 456",
  email: " Aline@Example.RW ",
  district: "gasabo",
  consent: "on",
};

const errorsOf = (values: Partial<LeadValues>) => {
  const result = validateLead({ ...valid, ...values }, choices, "en");
  return result.ok ? {} : result.errors;
};

describe("validateLead", () => {
  it("accepts a complete request and normalises it", () => {
    expect(validateLead(valid, choices, "en")).toEqual({
      ok: true,
      data: {
        carCondition: "new",
        paymentMethod: "bank-loan",
        brandIds: [1, 3],
        budgetMin: 15_000_000,
        budgetMax: 25_000_000,
        name: "Aline Uwase",
        phone: "+250788123456",
        email: "aline@example.rw",
        district: "Gasabo",
      },
    });
  });

  it("takes no brand, no budget and no e-mail as no preference", () => {
    const result = validateLead(
      { ...valid, brands: [], budget_min: "", budget_max: " ", email: "" },
      choices,
      "en",
    );
    expect(result).toMatchObject({
      ok: true,
      data: { brandIds: [], budgetMin: null, budgetMax: null, email: null },
    });
  });

  it("counts a brand ticked twice once", () => {
    expect(validateLead({ ...valid, brands: ["2", "2"] }, choices, "en")).toMatchObject({
      ok: true,
      data: { brandIds: [2] },
    });
  });

  it("needs an answer from each list", () => {
    expect(errorsOf({ car_condition: "", payment_method: "crypto" })).toEqual({
      car_condition: "Please choose one of the answers",
      payment_method: "Please choose one of the answers",
    });
  });

  it("refuses brands that are not in the catalogue, and too many", () => {
    const message = { brands: "Please choose brands from the list" };
    expect(errorsOf({ brands: ["9"] })).toEqual(message);
    expect(errorsOf({ brands: ["x"] })).toEqual(message);
    expect(errorsOf({ brands: ["1.5"] })).toEqual(message);
    expect(
      validateLead(
        { ...valid, brands: Array.from({ length: 13 }, (_, i) => String(i + 1)) },
        { ...choices, brandIds: new Set(Array.from({ length: 13 }, (_, i) => i + 1)) },
        "en",
      ),
    ).toMatchObject({ ok: false, errors: message });
  });

  it("reads budgets as amounts in RWF and checks them", () => {
    expect(errorsOf({ budget_min: "abc" })).toEqual({
      budget_min: "Enter an amount in RWF, e.g. 15.000.000",
    });
    expect(errorsOf({ budget_max: "-5" })).toEqual({
      budget_max: "Enter an amount in RWF, e.g. 15.000.000",
    });
    expect(errorsOf({ budget_max: "3.000.000.000" })).toEqual({
      budget_max: "The budget must be under 2.000.000.000 RWF",
    });
    expect(errorsOf({ budget_min: "30.000.000", budget_max: "20.000.000" })).toEqual({
      budget_max: "The upper amount must not be below the lower one",
    });
    expect(
      validateLead({ ...valid, budget_min: "", budget_max: "Frw 9.000.000" }, choices, "en"),
    ).toMatchObject({
      ok: true,
      data: { budgetMin: null, budgetMax: 9_000_000 },
    });
  });

  it("checks the contact details, with a message by each field", () => {
    expect(
      errorsOf({ name: " A ", phone: "0252 123 456", email: "aline@", district: "Paris", consent: "" }),
    ).toEqual({
      name: "Please enter your name (2 to 80 characters)",
      phone: "Enter a Rwandan mobile number, e.g. 0788 123 456",
      email: "Please enter a valid email address",
      district: "Choose your district",
      consent: "Please agree so that we may contact you",
    });
    expect(errorsOf({ name: "x".repeat(81) })).toHaveProperty("name");
    expect(errorsOf({ phone: "0788 123 456 0000000000000" })).toHaveProperty("phone");
    expect(errorsOf({ phone: "+250 788-123-456" })).toEqual({});
  });
});

describe("leadValues", () => {
  it("reads every field as typed, the brands as a list", () => {
    const form = formOf({ car_condition: "used", brands: ["1", "2"], name: " Jean " });
    expect(leadValues(form)).toEqual({
      car_condition: "used",
      payment_method: "",
      brands: ["1", "2"],
      budget_min: "",
      budget_max: "",
      name: " Jean ",
      phone: "",
      email: "",
      district: "",
      consent: "",
    });
  });
});

describe("firstStepWithError", () => {
  it("finds the earliest step to show again", () => {
    expect(firstStepWithError({})).toBeUndefined();
    expect(firstStepWithError({ phone: "x", budget_max: "y" })).toBe(2);
    expect(firstStepWithError({ consent: "x" })).toBe(3);
    expect(firstStepWithError({ payment_method: "x", name: "y" })).toBe(1);
    expect(firstStepWithError({ car_condition: "x" })).toBe(0);
  });
});

describe("missingChoice", () => {
  it("asks for an answer on the first two steps only", () => {
    const none = { car_condition: "", payment_method: "" };
    expect(missingChoice(0, none)).toBe("car_condition");
    expect(missingChoice(1, none)).toBe("payment_method");
    expect(missingChoice(2, none)).toBeUndefined();
    expect(missingChoice(0, { car_condition: "new", payment_method: "" })).toBeUndefined();
    expect(missingChoice(1, { car_condition: "", payment_method: "cash" })).toBeUndefined();
  });
});
