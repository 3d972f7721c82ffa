import { describe, it, expect } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Citroën C5 Aircross", "citroen-c5-aircross"],
    ["Škoda", "skoda"],
    ["Renault Mégane E-Tech", "renault-megane-e-tech"],
    ["Ñandú", "nandu"],
    ["Actualité auto", "actualite-auto"],
  ])("transliterates accents: %s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each([
    ["Лада Нива", "lada-niva"],
    ["Αλφα Ρομέο", "alfa-romeo"],
    ["Straße", "strasse"],
    ["Œuvre Æ", "oeuvre-ae"],
  ])("transliterates other scripts: %s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("lower-cases", () => {
    expect(slugify("TOYOTA RAV4")).toBe("toyota-rav4");
  });

  it.each([
    ["  Foo -- bar!!  ", "foo-bar"],
    ["Renault   Mégane", "renault-megane"],
    ["---a---b---", "a-b"],
    ["Kia cee’d", "kia-cee-d"],
    ["ID.4", "id-4"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["Rolls & Royce", "rolls-and-royce"],
  ])("collapses punctuation and separators: %j → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("keeps camel-cased names as one word", () => {
    expect(slugify("McLaren")).toBe("mclaren");
    expect(slugify("BMW iX3")).toBe("bmw-ix3");
  });

  it("returns an empty string when nothing is left", () => {
    expect(slugify("")).toBe("");
    expect(slugify("---")).toBe("");
    expect(slugify("   ")).toBe("");
  });
});
