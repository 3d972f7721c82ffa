import { describe, expect, it } from "vitest";
import { readValues } from "~/shared/forms/form-data";
import { textFor } from "~/shared/i18n/text";
import { parseContact as parse } from "./contact";
import { contactText } from "./text/contact";

const parseContact = (form: Parameters<typeof parse>[0]) => parse(form, textFor(contactText, "en"));
import { contactFields, type ContactValues } from "./contact-fields";
import { formOf } from "../../../tests/setup/form-data";

const valid: ContactValues = {
  name: "  Aline Uwase ",
  email: " aline@example.rw ",
  phone: "0788 123 456",
  subject: "question",
  message: "How much is the RAV4 hybrid in Kigali?",
};

describe("parseContact", () => {
  it("accepts a complete message and trims every field", () => {
    const result = parseContact(valid);
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Aline Uwase",
        email: "aline@example.rw",
        phone: "0788 123 456",
        subject: "question",
        message: "How much is the RAV4 hybrid in Kigali?",
      },
      values: valid,
    });
  });

  it("treats an empty phone as none and accepts international numbers", () => {
    const none = parseContact({ ...valid, phone: "  " });
    expect(none.ok && none.data.phone).toBeNull();
    expect(parseContact({ ...valid, phone: "+250 722 123 456" }).ok).toBe(true);
    expect(parseContact({ ...valid, phone: "+33 6 12 34 56 78" }).ok).toBe(true);
  });

  it.each([
    ["name", "   ", "Please enter your name"],
    ["email", "", "Please enter a valid email address"],
    ["email", "aline@", "Please enter a valid email address"],
    ["email", "aline example.rw", "Please enter a valid email address"],
    ["phone", "12", "Please enter a valid phone number"],
    ["phone", "0788 12", "Please enter a valid phone number"],
    ["subject", "", "Please choose a subject"],
    ["subject", "spam", "Please choose a subject"],
    ["message", "Hi", "Please write a message of at least 10 characters"],
    ["message", "          short    ", "Please write a message of at least 10 characters"],
    ["name", "x".repeat(101), "Please keep this under 100 characters"],
    ["message", "x".repeat(5001), "Please keep this under 5000 characters"],
  ] as const)("%s = %j → %s", (field, value, message) => {
    const result = parseContact({ ...valid, [field]: value });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({ [field]: message });
  });

  it("reports every bad field at once", () => {
    const result = parseContact({ name: "", email: "", phone: "", subject: "", message: "" });
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["email", "message", "name", "subject"]);
  });
});

describe("reading the contact form", () => {
  it("reads strings and turns missing or file fields into empty strings", () => {
    const form = formOf({ name: "Jean", message: new Blob(["x"]) });
    expect(readValues(form, contactFields)).toEqual({
      name: "Jean",
      email: "",
      phone: "",
      subject: "",
      message: "",
    });
  });
});
