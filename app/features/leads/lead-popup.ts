import { leadSteps } from "./leads";

/**
 * SPEC §2.10, §4: the lead-magnet popup is visible or hidden and shows one step at a time. Showing it
 * opens it on the step it was left on (always the first: hiding resets to step 0); a step can be set by
 * its number only if that step exists.
 */
export interface LeadPopupState {
  visible: boolean;
  step: number;
}

export type LeadPopupEvent =
  { type: "show" } | { type: "hide" } | { type: "next" } | { type: "back" } | { type: "go"; step: number };

export const initialLeadPopup: LeadPopupState = { visible: false, step: 0 };

/** Whether `step` is the number of one of the popup's steps. */
export const stepExists = (step: number) => Number.isInteger(step) && step >= 0 && step < leadSteps.length;

export function leadPopup(state: LeadPopupState, event: LeadPopupEvent): LeadPopupState {
  switch (event.type) {
    case "show":
      return state.visible ? state : { ...state, visible: true };
    case "hide":
      return initialLeadPopup;
    case "next":
      return goTo(state, state.step + 1);
    case "back":
      return goTo(state, state.step - 1);
    case "go":
      return goTo(state, event.step);
  }
}

function goTo(state: LeadPopupState, step: number): LeadPopupState {
  return stepExists(step) && step !== state.step ? { ...state, step } : state;
}

/** Where the floating lead button shows: every page but the form's own and the back office. */
export const showsLeadButton = (pathname: string) =>
  pathname !== "/find-my-car" && pathname !== "/admin" && !pathname.startsWith("/admin/");
