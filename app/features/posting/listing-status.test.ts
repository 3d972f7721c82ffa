import { describe, expect, it } from "vitest";
import { canEdit, canMarkSold, canRenew, renewal, statusAfterEdit } from "./listing-status";
import { listingStatuses, type ListingStatus } from "../../shared/lib/used-cars";

const now = new Date("2026-11-20T10:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe("what a seller may do in each state", () => {
  it.each<[ListingStatus, boolean, boolean]>([
    ["draft", true, false],
    ["pending", true, false],
    ["active", true, true],
    ["declined", true, false],
    ["sold", false, false],
    ["expired", false, false],
  ])("%s: edit %s, mark as sold %s", (status, edit, sold) => {
    expect(canEdit(status)).toBe(edit);
    expect(canMarkSold(status)).toBe(sold);
  });

  it("makes an edited listing a draft again, and leaves closed ones alone", () => {
    expect(listingStatuses.map((status) => [status, statusAfterEdit(status)])).toEqual([
      ["draft", "draft"],
      ["pending", "draft"],
      ["active", "draft"],
      ["declined", "draft"],
      ["sold", "sold"],
      ["expired", "expired"],
    ]);
  });
});

describe("canRenew", () => {
  it("renews an ended listing", () => {
    expect(canRenew({ status: "expired", expiresAt: inDays(-3) }, now)).toBe(true);
    expect(canRenew({ status: "expired", expiresAt: null }, now)).toBe(true);
  });

  it("renews an online listing in its last 7 days, or past its end, not before", () => {
    expect(canRenew({ status: "active", expiresAt: inDays(7) }, now)).toBe(true);
    expect(canRenew({ status: "active", expiresAt: inDays(1) }, now)).toBe(true);
    expect(canRenew({ status: "active", expiresAt: inDays(-1) }, now)).toBe(true);
    expect(canRenew({ status: "active", expiresAt: new Date(inDays(7).getTime() + 1) }, now)).toBe(false);
    expect(canRenew({ status: "active", expiresAt: inDays(30) }, now)).toBe(false);
    expect(canRenew({ status: "active", expiresAt: null }, now)).toBe(false);
  });

  it.each<ListingStatus>(["draft", "pending", "declined", "sold"])("never renews a %s listing", (status) => {
    expect(canRenew({ status, expiresAt: inDays(1) }, now)).toBe(false);
  });
});

describe("renewal", () => {
  it("runs 60 days from now, online again when it was approved before", () => {
    expect(renewal({ publishedAt: inDays(-70) }, now)).toEqual({ status: "active", expiresAt: inDays(60) });
  });

  it("goes to the moderators first when it was never approved", () => {
    expect(renewal({ publishedAt: null }, now)).toEqual({ status: "pending", expiresAt: inDays(60) });
  });
});
