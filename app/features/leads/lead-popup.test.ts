import { describe, expect, it } from "vitest";
import { initialLeadPopup, leadPopup, showsLeadButton, stepExists, type LeadPopupState } from "./lead-popup";
import { leadSteps } from "./leads";

const at = (step: number, visible = true): LeadPopupState => ({ visible, step });

describe("the lead-magnet popup's states (SPEC §2.10, §4)", () => {
  it("starts hidden on step 0", () => {
    expect(initialLeadPopup).toEqual({ visible: false, step: 0 });
  });

  it("shows on the first step, and showing it again changes nothing", () => {
    const shown = leadPopup(initialLeadPopup, { type: "show" });
    expect(shown).toEqual(at(0));
    expect(leadPopup(shown, { type: "show" })).toBe(shown);
  });

  it("hiding resets to step 0, from any step", () => {
    for (let step = 0; step < leadSteps.length; step++)
      expect(leadPopup(at(step), { type: "hide" })).toEqual({ visible: false, step: 0 });
    expect(leadPopup(leadPopup(at(3), { type: "hide" }), { type: "show" })).toEqual(at(0));
  });

  it("goes forward and back one step at a time, in SPEC's order", () => {
    let state = at(0);
    const seen = [state.step];
    for (let i = 0; i < leadSteps.length + 2; i++) {
      state = leadPopup(state, { type: "next" });
      seen.push(state.step);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 4, 4, 4]);
    expect(leadSteps.slice(0, 3)).toEqual(["car_condition", "payment_method", "brand_budget"]);
    expect(leadPopup(at(2), { type: "back" })).toEqual(at(1));
    expect(leadPopup(at(0), { type: "back" })).toEqual(at(0));
  });

  it("sets a step by number only if it exists", () => {
    expect(leadPopup(at(0), { type: "go", step: 2 })).toEqual(at(2));
    expect(leadPopup(at(3), { type: "go", step: 0 })).toEqual(at(0));
    expect(leadPopup(at(0), { type: "go", step: 4 })).toEqual(at(4));
    for (const step of [-1, 5, 99, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(leadPopup(at(1), { type: "go", step })).toEqual(at(1));
  });

  it("keeps the same state object when nothing changes (no needless render)", () => {
    const state = at(1);
    expect(leadPopup(state, { type: "go", step: 1 })).toBe(state);
    expect(leadPopup(state, { type: "go", step: 7 })).toBe(state);
  });

  it("knows which step numbers exist", () => {
    expect([0, 1, 2, 3, 4].every(stepExists)).toBe(true);
    expect([-1, 5, 0.5, Number.NaN].some(stepExists)).toBe(false);
  });
});

describe("showsLeadButton", () => {
  it("shows on public pages, not on the form's own nor in the back office", () => {
    expect(["/", "/auto-guide/current-deals", "/administration-fees"].map(showsLeadButton)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["/find-my-car", "/admin", "/admin/deals/3"].map(showsLeadButton)).toEqual([false, false, false]);
  });
});
