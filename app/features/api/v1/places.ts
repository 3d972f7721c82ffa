import { z } from "zod";
import { districts } from "../../../shared/server/places.server";

const districtNames = districts.map((district) => district.name) as [string, ...string[]];

/** A district of Rwanda by its official name (the document lists the 30); any other value is a 400. */
export const districtQuery = (description: string) =>
  z
    .enum(districtNames, {
      error: `Must be one of Rwanda's 30 districts as officially spelled: ${districtNames.join(", ")}.`,
    })
    .optional()
    .meta({ description, example: "Gasabo" });

/** "Must be one of: a, b, c." for an enum filter. */
export const oneOf = (values: readonly string[]) => `Must be one of: ${values.join(", ")}.`;

/** An optional filter taking one of `values`; any other value is a 400 that lists them. */
export const enumQuery = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z
    .enum(values, { error: oneOf(values) })
    .optional()
    .meta({ description });
