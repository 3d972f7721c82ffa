import { describe, expect, it } from "vitest";
import { initialOf, letterAnchor, letterLinks } from "./letter-index";

describe("initialOf", () => {
  it("files a name under its first letter, without accents or case", () => {
    expect(initialOf("Toyota")).toBe("T");
    expect(initialOf("smart")).toBe("S");
    expect(initialOf("Škoda")).toBe("S");
    expect(initialOf("  Écurie")).toBe("E");
  });
  it("files digits and signs under #", () => {
    expect(initialOf("9ff")).toBe("#");
    expect(initialOf("")).toBe("#");
    expect(initialOf("Ω Cars")).toBe("#");
  });
});

describe("letterLinks", () => {
  const names = ["Audi", "BMW", "BYD", "Chery", "Ford", "Geely", "Honda", "Kia", "Škoda", "Toyota"];
  it("gives each letter the page of its first name", () => {
    expect(letterLinks(names, 3)).toEqual([
      { letter: "A", page: 1 },
      { letter: "B", page: 1 },
      { letter: "C", page: 2 },
      { letter: "F", page: 2 },
      { letter: "G", page: 2 },
      { letter: "H", page: 3 },
      { letter: "K", page: 3 },
      { letter: "S", page: 3 },
      { letter: "T", page: 4 },
    ]);
  });
  it("sorts the letters even when the list is not in A–Z order", () => {
    expect(letterLinks(["Zotye", "Škoda", "3 Cars"], 60).map((l) => l.letter)).toEqual(["#", "S", "Z"]);
  });
  it("is empty for an empty list", () => {
    expect(letterLinks([], 60)).toEqual([]);
  });
});

describe("letterAnchor", () => {
  it("names an anchor per letter", () => {
    expect(letterAnchor("A")).toBe("letter-a");
    expect(letterAnchor("#")).toBe("letter-hash");
  });
});
