import { describe, expect, it } from "vitest";
import { ensureVisitorId, VISITOR_ID_KEY } from "./client-id";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe("ensureVisitorId", () => {
  const uuid = () => "123e4567-e89b-42d3-a456-426614174000";
  it("creates and stores an id on the first visit", () => {
    const storage = memoryStorage();
    expect(ensureVisitorId(storage, uuid)).toBe(uuid());
    expect(storage.data.get(VISITOR_ID_KEY)).toBe(uuid());
  });
  it("keeps the existing id", () => {
    const existing = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
    const storage = memoryStorage({ [VISITOR_ID_KEY]: existing });
    expect(ensureVisitorId(storage, uuid)).toBe(existing);
  });
  it("replaces a value that is not a UUID", () => {
    const storage = memoryStorage({ [VISITOR_ID_KEY]: "garbage" });
    expect(ensureVisitorId(storage, uuid)).toBe(uuid());
  });
});
