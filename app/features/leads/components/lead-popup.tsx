import { useEffect, useRef, useState, type Dispatch } from "react";
import { useFetcher } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { CloseButton, useModal } from "~/shared/ui/modal";
import { isFetcherPending } from "~/shared/forms/use-pending";
import { VISITOR_ID_KEY } from "~/features/layout/client-id";
import type { LeadPopupEvent } from "~/features/leads/lead-popup";
import {
  firstStepWithError,
  LEAD_SPEC_STEPS,
  LEAD_VISITOR_FIELD,
  leadProgress,
  leadQuestionSteps,
  leadSteps,
  leadValues,
  missingChoice,
  type LeadCar,
  type LeadErrors,
  type LeadOptions,
  type LeadResult,
} from "~/features/leads/leads";
import { useDictionary } from "~/shared/i18n/use-dictionary";
// eslint-disable-next-line boundaries/text-through-seam -- loads on demand on any page: its dictionary travels in its own chunk
import { leadText } from "~/features/leads/text/leads";
import { LeadStepFields } from "./lead-fields";

const THANKS = leadSteps.indexOf("thanks");
const LAST_QUESTION = leadQuestionSteps.length - 1;

/**
 * SPEC §2.10 lead-magnet popup: a native modal <dialog> (focus stays inside, Escape and the close button
 * close it, page scroll is locked meanwhile), loaded on demand by LeadButton. All steps are in one form
 * that posts to /find-my-car with a fetcher; the steps not shown are hidden, so nothing typed is lost
 * going back and forth, and after a refusal the popup shows the first step with a message.
 */
export default function LeadPopup({
  step,
  car,
  dispatch,
  onClose,
}: {
  step: number;
  /** The car of the page it opened from, when the page has one: nothing is asked about it. */
  car: LeadCar | null;
  dispatch: Dispatch<LeadPopupEvent>;
  onClose: () => void;
}) {
  const t = useDictionary(leadText);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fetcher = useFetcher<LeadResult>();
  const choices = useFetcher<{ options: LeadOptions }>();
  const [unanswered, setUnanswered] = useState<LeadErrors>({});
  const [visitor] = useState(() => localStorage.getItem(VISITOR_ID_KEY) ?? "");
  const result = fetcher.data;
  const invalid = result?.status === "invalid" ? result : undefined;
  const { dialog, close } = useModal();

  // The brands and districts arrive while the visitor answers the first questions (asked once: a failed
  // load leaves the brand list empty rather than asking again and again).
  const { load } = choices;
  useEffect(() => {
    void load("/find-my-car");
  }, [load]);

  // After an answer: the thank-you, or back to the first step with a message.
  useEffect(() => {
    if (result?.status === "sent") dispatch({ type: "go", step: THANKS });
    if (result?.status === "invalid")
      dispatch({ type: "go", step: firstStepWithError(result.errors) ?? LAST_QUESTION });
  }, [result, dispatch]);

  // Each step announces itself: focus moves to its title.
  useEffect(() => heading.current?.focus(), [step, result]);

  const next = () => {
    const missing = missingChoice(step, leadValues(new FormData(form.current!)));
    if (missing) {
      setUnanswered({ [missing]: t("lead.error.choose") });
      form.current!.querySelector<HTMLInputElement>(`input[name="${missing}"]`)?.focus();
      return;
    }
    setUnanswered({});
    dispatch({ type: "next" });
  };

  const busy = isFetcherPending(fetcher);
  const title = step === THANKS ? undefined : leadQuestionSteps[step];
  const progress = leadProgress(step);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === "Tab") keepFocusInside(event.currentTarget, event);
      }}
      aria-labelledby="lead-popup-title"
      className="card z-(--z-popup) m-auto flex max-h-[min(44rem,calc(100dvh-2rem))] w-[min(36rem,calc(100%-2rem))] flex-col p-0 text-base font-normal text-ink backdrop:bg-black/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 pb-4 pt-5 sm:px-6">
        <div className="min-w-0">
          <h2 id="lead-popup-title" className="flex items-center gap-2 text-lg font-bold">
            <Icon name="car-front" className="size-6 shrink-0 text-accent-600 dark:text-accent-300" />
            {t("lead.title")}
          </h2>
          {title && progress ? (
            <>
              <p className="mt-2 text-sm font-semibold text-muted">
                {progress === "done" ? t("lead.progressDone") : t("lead.progress", progress)}
              </p>
              <ol className="mt-2 grid grid-cols-3 gap-1.5" aria-hidden="true">
                {leadQuestionSteps.slice(0, LEAD_SPEC_STEPS).map((name, index) => (
                  <li
                    key={name}
                    className={`h-1.5 rounded-full ${index <= step ? "bg-accent-600 dark:bg-accent-300" : "bg-line"}`}
                  />
                ))}
              </ol>
            </>
          ) : null}
        </div>
        <CloseButton label={t("lead.close")} onClick={close} />
      </div>

      {result?.status === "sent" && step === THANKS ? (
        <div role="status" className="px-5 py-8 text-center sm:px-8">
          <Icon name="circle-check" className="mx-auto size-12 text-ok" />
          <h3 ref={heading} tabIndex={-1} className="mt-4 text-xl font-bold">
            {t("lead.thanks.title", { name: result.name })}
          </h3>
          <p className="mt-3 leading-7 text-muted">{t("lead.thanks.text")}</p>
          <button type="button" className="btn-primary mt-6" onClick={close}>
            {t("lead.close")}
          </button>
        </div>
      ) : (
        <fetcher.Form
          ref={form}
          method="post"
          action="/find-my-car"
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(event) => {
            // Enter in a field of an earlier step moves on instead of sending the form half filled.
            if (step < LAST_QUESTION) {
              event.preventDefault();
              next();
            }
          }}
        >
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
            {invalid?.formError ? (
              // Written out rather than FormSummary: the popup's chunks are listed in every page's root module.
              <p
                role="alert"
                className="mb-4 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger"
              >
                {invalid.formError}
              </p>
            ) : null}
            {leadQuestionSteps.map((name, index) => (
              <section key={name} hidden={index !== step} aria-labelledby={`lead-step-${name}`}>
                <h3
                  id={`lead-step-${name}`}
                  ref={index === step ? heading : undefined}
                  tabIndex={-1}
                  className="mb-4 text-base font-extrabold tracking-wide text-accent-700 dark:text-accent-200"
                >
                  {t(`lead.step.${name}`)}
                </h3>
                <LeadStepFields
                  step={index}
                  id="lead"
                  shown={{ values: invalid?.values, errors: { ...invalid?.errors, ...unanswered } }}
                  options={choices.data?.options}
                  car={car}
                  onNavigate={close}
                  t={t}
                />
              </section>
            ))}
            <input type="hidden" name={LEAD_VISITOR_FIELD} value={visitor} />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-line px-5 py-4 sm:px-6">
            {step > 0 ? (
              <button type="button" className="btn-ghost" onClick={() => dispatch({ type: "back" })}>
                <Icon name="chevron-left" className="size-4" />
                {t("lead.back")}
              </button>
            ) : (
              <span />
            )}
            {step < LAST_QUESTION ? (
              // Keys: a different button for each, or the click on Next would submit the form as it re-renders.
              <button key="next" type="button" className="btn-primary" onClick={next}>
                {t("lead.next")}
                <Icon name="chevron-right" className="size-4" />
              </button>
            ) : (
              <button key="submit" type="submit" className="btn-primary" disabled={busy}>
                {busy ? t("lead.sending") : t("lead.submit")}
              </button>
            )}
          </div>
        </fetcher.Form>
      )}
    </dialog>
  );
}

/**
 * A modal <dialog> makes the page inert, but Tab past its last control leaves for the browser's own
 * controls: from the last control Tab goes to the first, and Shift+Tab from the first to the last.
 */
function keepFocusInside(dialog: HTMLDialogElement, event: React.KeyboardEvent) {
  const controls = [
    ...dialog.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex='0']"),
  ].filter(
    (element) =>
      !element.matches(":disabled, [tabindex='-1'], input[type='hidden']") && element.checkVisibility(),
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !dialog.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
