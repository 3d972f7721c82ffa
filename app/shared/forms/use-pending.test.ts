import { describe, expect, it } from "vitest";
import { isFetcherPending, pendingForm } from "./use-pending";
import { formOf } from "../../../tests/setup/form-data";

describe("pendingForm", () => {
  it("is the form being sent, and nothing while idle or loading", () => {
    const form = formOf({ id: "7" });
    expect(pendingForm({ state: "submitting", formData: form })?.get("id")).toBe("7");
    expect(pendingForm({ state: "loading", formData: form })).toBeUndefined();
    expect(pendingForm({ state: "idle", formData: undefined })).toBeUndefined();
  });
});

describe("isFetcherPending", () => {
  it("is true until the fetcher is idle again", () => {
    expect(isFetcherPending({ state: "submitting" })).toBe(true);
    expect(isFetcherPending({ state: "loading" })).toBe(true);
    expect(isFetcherPending({ state: "idle" })).toBe(false);
  });
});
