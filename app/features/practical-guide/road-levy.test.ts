import { describe, expect, it } from "vitest";
import { levyVehicles, parseLevyForm, roadLevy } from "./road-levy";

const form = (query: string) => {
  const params = new URLSearchParams(query);
  return parseLevyForm((field) => params.get(field));
};

describe("road maintenance levy", () => {
  it("offers only the types the 2025 law sets an amount for", () => {
    expect(levyVehicles).toEqual(["car", "pickup", "bus"]);
  });

  it("charges cars 50,000 RWF a year, pick-ups and buses 100,000", () => {
    expect(roadLevy("car")).toEqual({ vehicle: "car", perYear: 50_000 });
    expect(roadLevy("pickup")).toEqual({ vehicle: "pickup", perYear: 100_000 });
    expect(roadLevy("bus")).toEqual({ vehicle: "bus", perYear: 100_000 });
  });

  it("opens on a car and reads the type from the URL, whatever its case", () => {
    expect(form("")).toEqual({
      values: { vehicle: "car" },
      invalid: [],
      result: { vehicle: "car", perYear: 50_000 },
    });
    expect(form("vehicle=pickup").result?.perYear).toBe(100_000);
    expect(form("vehicle=%20Bus%20").result).toEqual({ vehicle: "bus", perYear: 100_000 });
  });

  it.each(["", "lorry", "motorcycle", "0", "-1", "car;drop", "toString", "__proto__"])(
    "refuses the type %j and keeps it",
    (vehicle) => {
      expect(form(`vehicle=${encodeURIComponent(vehicle)}`)).toEqual({
        values: { vehicle },
        invalid: ["vehicle"],
        result: null,
      });
    },
  );
});
