import { describe, expect, it } from "vitest";
import { entityTag } from "./entity-tag";

describe("entityTag", () => {
  it("is weak, stable for the same body and different for another", () => {
    expect(entityTag('{"a":1}')).toMatch(/^W\/"[\w-]+"$/);
    expect(entityTag('{"a":1}')).toBe(entityTag('{"a":1}'));
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'));
  });

  it("tags a text and its UTF-8 bytes alike", () => {
    expect(entityTag(Buffer.from("Kigali é", "utf8"))).toBe(entityTag("Kigali é"));
  });
});
