import { describe, expect, it } from "vitest";
import { foldText, stripAccents } from "./text";

describe("text folding", () => {
  it("drops accents only", () => {
    expect(stripAccents("Citroën Crème")).toBe("Citroen Creme");
  });
  it("matches regardless of accents, case, spaces and signs", () => {
    expect(foldText("CR-V")).toBe("crv");
    expect(foldText(" cr v ")).toBe("crv");
    expect(foldText("Mercedes-Benz É-Class")).toBe("mercedesbenzeclass");
    expect(foldText("ID.4")).toBe(foldText("id 4"));
    expect(foldText("—")).toBe("");
  });
});
