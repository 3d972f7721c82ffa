import { describe, expect, it } from "vitest";
import { LISTING_LIMITS, OTHER_MAKE, stepFields, type StepValues } from "./listing-fields";
import { textFor } from "~/shared/i18n/text";
import { postErrorText } from "./text/post-listing";
import {
  carSchema,
  detailsSchema as detailsSchemaOf,
  listingValues,
  normaliseRwandanMobile,
  priceSchema,
  stepValues,
  validateStep,
  type CatalogueMake,
  type ListingColumns,
} from "./listing-form";
import { formOf } from "../../../tests/setup/form-data";

const catalogue: CatalogueMake[] = [
  {
    id: 7,
    name: "Toyota",
    models: [
      { id: 70, name: "RAV4" },
      { id: 71, name: "Land Cruiser Prado" },
    ],
  },
  { id: 9, name: "Suzuki", models: [{ id: 90, name: "Swift" }] },
];
const districts = [
  { name: "Gasabo", sectors: ["Kimironko", "Remera"] },
  { name: "Musanze", sectors: ["Muhoza"] },
];

const t = textFor(postErrorText, "en");
const car = carSchema(catalogue, 2026, t);
const price = priceSchema(districts, t);
const detailsSchema = detailsSchemaOf(t);

const carForm: StepValues<"car"> = {
  brand: "7",
  make_other: "",
  model: "rav4",
  year: "2016",
  body: "suv",
  energy: "petrol",
  gearbox: "automatic",
};
const detailsForm: StepValues<"details"> = {
  mileage: "85.000",
  colour: "White",
  engine_cc: "2000",
  drive: "awd",
  steering: "left",
  condition: "good",
  import_status: "local",
  title: "  One owner,   full service history ",
  description: "Bought new in Kigali.\r\n\r\n\r\n\r\nServiced at Toyota Rwanda every 10.000 km.   ",
};
const priceForm: StepValues<"price"> = {
  price: "17.500.000",
  negotiable: "on",
  district: "gasabo",
  sector: "KIMIRONKO",
  seller_name: " Aline  Uwase ",
  phone: "0788 123 456",
  whatsapp: "",
  seller_type: "private",
};

/** The message a step gives `field` for `values`, or undefined when the step accepts them. */
function errorOf(
  schema: Parameters<typeof validateStep>[0],
  values: Record<string, string>,
  field: string,
): string | undefined {
  const result = validateStep(schema, values);
  return result.ok ? undefined : result.result.errors[field];
}

describe("normaliseRwandanMobile", () => {
  it.each([
    ["0788123456", "+250788123456"],
    ["0788 123 456", "+250788123456"],
    ["0788 12 34 56", "+250788123456"],
    ["788123456", "+250788123456"],
    ["+250788123456", "+250788123456"],
    ["+250 788-123-456", "+250788123456"],
    ["+250 (0) 788 123 456", "+250788123456"],
    ["250788123456", "+250788123456"],
    ["00250788123456", "+250788123456"],
    ["0722123456", "+250722123456"],
    ["0738123456", "+250738123456"],
    ["0798123456", "+250798123456"],
    ["  0788.123.456  ", "+250788123456"],
  ])("reads %j as %s", (input, expected) => {
    expect(normaliseRwandanMobile(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["abc", "letters"],
    ["0788abc456", "letters among digits"],
    ["078812345", "a digit short"],
    ["07881234567", "a digit too many"],
    ["0252123456", "a landline"],
    ["0758123456", "a prefix no operator uses"],
    ["+256772123456", "a Ugandan mobile"],
    ["+33612345678", "a French mobile"],
    ["+250788123456 ext 5", "an extension"],
    ["+250788123456;ext=5", "an extension in RFC 3966 form"],
  ])("refuses %j (%s)", (input) => {
    expect(normaliseRwandanMobile(input)).toBeUndefined();
  });
});

describe("the car step", () => {
  it("takes a catalogue make and matches the model to the catalogue's spelling", () => {
    expect(validateStep(car, carForm)).toEqual({
      ok: true,
      data: {
        brandId: 7,
        make: "Toyota",
        modelId: 70,
        model: "RAV4",
        year: 2016,
        body: "suv",
        energy: "petrol",
        gearbox: "automatic",
      },
    });
  });

  it("keeps a model the catalogue does not have as typed, tidied", () => {
    const result = validateStep(car, { ...carForm, model: "  Vitz   RS " });
    expect(result).toMatchObject({
      ok: true,
      data: { brandId: 7, make: "Toyota", modelId: null, model: "Vitz RS" },
    });
  });

  it("does not match a model of another make", () => {
    const result = validateStep(car, { ...carForm, model: "Swift" });
    expect(result).toMatchObject({ ok: true, data: { brandId: 7, modelId: null, model: "Swift" } });
  });

  it("takes another make, typed, with no catalogue ids", () => {
    const result = validateStep(car, {
      ...carForm,
      brand: OTHER_MAKE,
      make_other: " Daihatsu ",
      model: "Terios",
    });
    expect(result).toMatchObject({
      ok: true,
      data: { brandId: null, make: "Daihatsu", modelId: null, model: "Terios" },
    });
  });

  it.each([
    ["brand", { brand: "" }, "Choose the make"],
    ["brand", { brand: "999" }, "Choose the make"],
    ["brand", { brand: "toyota" }, "Choose the make"],
    ["make_other", { brand: OTHER_MAKE, make_other: "   " }, "Type the make"],
    ["make_other", { brand: OTHER_MAKE, make_other: "x".repeat(41) }, "Use at most 40 characters"],
    ["model", { model: "  " }, "Choose or type the model"],
    ["model", { model: "x".repeat(61) }, "Use at most 60 characters"],
    ["year", { year: "" }, "Choose the year of manufacture"],
    ["year", { year: "1959" }, "Choose a year between 1960 and 2027"],
    ["year", { year: "2028" }, "Choose a year between 1960 and 2027"],
    ["year", { year: "20l6" }, "Choose a year between 1960 and 2027"],
    ["year", { year: "2016.5" }, "Choose a year between 1960 and 2027"],
    ["body", { body: "" }, "Choose the body type"],
    ["body", { body: "tank" }, "Choose the body type"],
    ["energy", { energy: "coal" }, "Choose the fuel"],
    ["gearbox", { gearbox: "cvt" }, "Choose the gearbox"],
  ])("%s: %j → %s", (field, change, message) => {
    expect(errorOf(car, { ...carForm, ...change }, field)).toBe(message);
  });

  it("accepts the year bounds: 1960 and next year", () => {
    expect(validateStep(car, { ...carForm, year: String(LISTING_LIMITS.yearMin) }).ok).toBe(true);
    expect(validateStep(car, { ...carForm, year: "2027" }).ok).toBe(true);
    expect(validateStep(carSchema(catalogue, 2030, t), { ...carForm, year: "2031" }).ok).toBe(true);
  });

  it("reports every bad field at once and gives back what was typed", () => {
    const typed = { ...carForm, brand: "", model: "", body: "" };
    const result = validateStep(car, typed);
    expect(result).toEqual({
      ok: false,
      result: {
        status: "invalid",
        values: typed,
        errors: {
          brand: "Choose the make",
          model: "Choose or type the model",
          body: "Choose the body type",
        },
      },
    });
  });
});

describe("the details step", () => {
  it("reads mileage with separators, tidies the title and the description's blank lines", () => {
    expect(validateStep(detailsSchema, detailsForm)).toEqual({
      ok: true,
      data: {
        mileageKm: 85_000,
        colour: "White",
        engineCc: 2000,
        drive: "awd",
        steering: "left",
        condition: "good",
        importStatus: "local",
        title: "One owner, full service history",
        description: "Bought new in Kigali.\n\nServiced at Toyota Rwanda every 10.000 km.",
      },
    });
  });

  it("leaves engine size and drive empty when not given (an electric car)", () => {
    const result = validateStep(detailsSchema, { ...detailsForm, engine_cc: " ", drive: "" });
    expect(result).toMatchObject({ ok: true, data: { engineCc: null, drive: null } });
  });

  it.each([
    ["0", 0],
    ["85000", 85_000],
    ["85 000", 85_000],
    ["85,000", 85_000],
    ["1.500.000", 1_500_000],
  ])("reads the mileage %j as %d km", (mileage, km) => {
    expect(validateStep(detailsSchema, { ...detailsForm, mileage })).toMatchObject({
      data: { mileageKm: km },
    });
  });

  it.each([
    ["mileage", { mileage: "" }, "Enter the mileage in km, e.g. 85.000"],
    ["mileage", { mileage: "85k" }, "Enter the mileage in km, e.g. 85.000"],
    ["mileage", { mileage: "-5" }, "Enter the mileage in km, e.g. 85.000"],
    ["mileage", { mileage: "85.5" }, "Enter the mileage in km, e.g. 85.000"],
    ["mileage", { mileage: "1.500.001" }, "Enter a mileage up to 1.500.000 km"],
    ["colour", { colour: "" }, "Choose the colour"],
    ["colour", { colour: "Pink" }, "Choose the colour"],
    ["engine_cc", { engine_cc: "1.8" }, "Enter the engine size in cc, e.g. 1800, or leave it empty"],
    ["engine_cc", { engine_cc: "49" }, "Enter an engine size between 50 and 10000 cc"],
    ["engine_cc", { engine_cc: "10001" }, "Enter an engine size between 50 and 10000 cc"],
    ["drive", { drive: "6wd" }, "Choose the drive"],
    ["steering", { steering: "" }, "Choose the steering side"],
    ["condition", { condition: "new" }, "Choose the condition"],
    ["import_status", { import_status: "" }, "Choose the import status"],
    ["title", { title: "Car" }, "Write a title of 5 to 80 characters"],
    ["title", { title: "x".repeat(81) }, "Write a title of 5 to 80 characters"],
    ["description", { description: "Good car." }, "Write a description of at least 20 characters"],
    ["description", { description: " \n \n  short  \n " }, "Write a description of at least 20 characters"],
    ["description", { description: "x".repeat(3001) }, "Use at most 3000 characters"],
  ])("%s: %j → %s", (field, change, message) => {
    expect(errorOf(detailsSchema, { ...detailsForm, ...change }, field)).toBe(message);
  });

  it("accepts the bounds: 0 km, 50 and 10000 cc, 5- and 80-character titles, 3000-character descriptions", () => {
    for (const change of [
      { mileage: "0" },
      { engine_cc: "50" },
      { engine_cc: "10000" },
      { title: "Clean" },
      { title: "x".repeat(80) },
      { description: "x".repeat(3000) },
      { description: "x".repeat(20) },
    ])
      expect(validateStep(detailsSchema, { ...detailsForm, ...change }).ok).toBe(true);
  });

  it("takes a right-hand-drive, newly imported car", () => {
    const result = validateStep(detailsSchema, {
      ...detailsForm,
      steering: "right",
      import_status: "imported",
    });
    expect(result).toMatchObject({ ok: true, data: { steering: "right", importStatus: "imported" } });
  });
});

describe("the price and contact step", () => {
  it("reads the price, the places by their official names and the phone as +2507XXXXXXXX", () => {
    expect(validateStep(price, priceForm)).toEqual({
      ok: true,
      data: {
        priceRwf: 17_500_000,
        negotiable: true,
        district: "Gasabo",
        sector: "Kimironko",
        sellerName: "Aline Uwase",
        phone: "+250788123456",
        whatsapp: false,
        sellerType: "private",
      },
    });
  });

  it.each([
    ["17500000", 17_500_000],
    ["17 500 000", 17_500_000],
    ["17,500,000", 17_500_000],
    ["17.500.000 RWF", 17_500_000],
    ["Frw 17.500.000", 17_500_000],
    ["50.000", 50_000],
    ["2.000.000.000", 2_000_000_000],
  ])("reads the price %j as %d RWF", (typed, rwf) => {
    expect(validateStep(price, { ...priceForm, price: typed })).toMatchObject({ data: { priceRwf: rwf } });
  });

  it.each([
    ["price", { price: "" }, "Enter the price in RWF, e.g. 12.500.000"],
    ["price", { price: "17.5M" }, "Enter the price in RWF, e.g. 12.500.000"],
    ["price", { price: "$12000" }, "Enter the price in RWF, e.g. 12.500.000"],
    ["price", { price: "49.999" }, "Enter a price between 50.000 and 2.000.000.000 RWF"],
    ["price", { price: "2.000.000.001" }, "Enter a price between 50.000 and 2.000.000.000 RWF"],
    ["district", { district: "" }, "Choose the district"],
    ["district", { district: "Kampala" }, "Choose the district"],
    ["sector", { district: "", sector: "Kimironko" }, "Choose the district first, then its sector"],
    ["sector", { sector: "" }, "Choose a sector of Gasabo"],
    ["sector", { sector: "Muhoza" }, "Choose a sector of Gasabo"],
    ["seller_name", { seller_name: " A " }, "Enter the name buyers will see (2 to 80 characters)"],
    ["seller_name", { seller_name: "x".repeat(81) }, "Enter the name buyers will see (2 to 80 characters)"],
    ["phone", { phone: "" }, "Enter a Rwandan mobile number, e.g. 0788 123 456"],
    ["phone", { phone: "0252 123 456" }, "Enter a Rwandan mobile number, e.g. 0788 123 456"],
    ["phone", { phone: "+256 772 123 456" }, "Enter a Rwandan mobile number, e.g. 0788 123 456"],
    ["phone", { phone: `0788123456${" ".repeat(20)}` }, "Enter a Rwandan mobile number, e.g. 0788 123 456"],
    ["seller_type", { seller_type: "" }, "Choose whether you sell as a private seller or a dealer"],
    ["seller_type", { seller_type: "broker" }, "Choose whether you sell as a private seller or a dealer"],
  ])("%s: %j → %s", (field, change, message) => {
    expect(errorOf(price, { ...priceForm, ...change }, field)).toBe(message);
  });

  it("reads unticked boxes as no and ticked ones as yes", () => {
    const result = validateStep(price, {
      ...priceForm,
      negotiable: "",
      whatsapp: "on",
      seller_type: "dealer",
    });
    expect(result).toMatchObject({
      ok: true,
      data: { negotiable: false, whatsapp: true, sellerType: "dealer" },
    });
  });
});

describe("stepValues", () => {
  it("reads exactly the step's fields, as strings, missing ones (unticked boxes, files) as empty", () => {
    const form = formOf({
      price: "12.000.000",
      phone: "0788123456",
      intent: "save",
      district: new Blob(["x"]),
    });
    expect(stepValues("price", form)).toEqual({
      price: "12.000.000",
      negotiable: "",
      district: "",
      sector: "",
      seller_name: "",
      phone: "0788123456",
      whatsapp: "",
      seller_type: "",
    });
    expect(Object.keys(stepValues("car", new FormData()))).toEqual([...stepFields.car]);
  });
});

describe("listingValues", () => {
  const saved = (): ListingColumns => {
    const carData = validateStep(car, carForm);
    const detailsData = validateStep(detailsSchema, detailsForm);
    const priceData = validateStep(price, priceForm);
    if (!carData.ok || !detailsData.ok || !priceData.ok) throw new Error("the forms should be valid");
    return { ...carData.data, ...detailsData.data, ...priceData.data };
  };

  it("gives back each step as the seller would type it, and reading that gives the same listing", () => {
    const listing = saved();
    expect(listingValues("car", listing)).toEqual({ ...carForm, model: "RAV4" });
    expect(listingValues("details", listing)).toMatchObject({ mileage: "85.000", engine_cc: "2000" });
    expect(listingValues("price", listing)).toEqual({
      price: "17.500.000",
      negotiable: "on",
      district: "Gasabo",
      sector: "Kimironko",
      seller_name: "Aline Uwase",
      phone: "+250788123456",
      whatsapp: "",
      seller_type: "private",
    });
    expect(validateStep(car, listingValues("car", listing))).toMatchObject({
      data: { brandId: 7, modelId: 70 },
    });
    expect(validateStep(detailsSchema, listingValues("details", listing))).toEqual(
      validateStep(detailsSchema, detailsForm),
    );
    expect(validateStep(price, listingValues("price", listing))).toEqual(validateStep(price, priceForm));
  });

  it("shows a make outside the catalogue as another make, and 0 km as 0", () => {
    const listing = { ...saved(), brandId: null, make: "Daihatsu", mileageKm: 0 };
    expect(listingValues("car", listing)).toMatchObject({ brand: OTHER_MAKE, make_other: "Daihatsu" });
    expect(listingValues("details", listing)).toMatchObject({ mileage: "0" });
  });

  it("leaves what a new draft has not saved yet empty", () => {
    const empty: ListingColumns = {
      ...saved(),
      brandId: null,
      make: "",
      model: "",
      year: null,
      body: null,
      energy: null,
      gearbox: null,
      mileageKm: null,
      colour: null,
      engineCc: null,
      drive: null,
      condition: null,
      importStatus: null,
      priceRwf: null,
      district: null,
      sector: null,
    };
    expect(listingValues("car", empty)).toEqual({
      brand: "",
      make_other: "",
      model: "",
      year: "",
      body: "",
      energy: "",
      gearbox: "",
    });
    expect(listingValues("details", empty)).toMatchObject({
      mileage: "",
      colour: "",
      engine_cc: "",
      drive: "",
    });
    expect(listingValues("price", empty)).toMatchObject({ price: "", district: "", sector: "" });
  });
});
