import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import type { Translate } from "~/shared/i18n/text";
import type { PostListingMessages } from "~/features/posting/text/post-listing";
import type { PostFrame } from "~/features/posting/view";

/**
 * The parts every step of the listing form is made of: the page frame with its progress, the step's card,
 * and Back and Continue. Text and links come from the loader (PostFrame). The steps that are one form of
 * fields (car, details, price) add step-form.tsx.
 */

/** The form's `t()`: its steps read it with `useText<PostListingMessages>()` (the loaders send the text). */
export type T = Translate<PostListingMessages>;

/** The listing form's pages are a member's own: titled by their step, kept out of search engines. */
export const stepMeta = ({ data }: { data?: { title: string } }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex" }] : [];

/** Step n of 5, each step's name, done or current; the steps reached are links. */
function Progress({ frame, t }: { frame: PostFrame; t: T }) {
  return (
    <nav aria-label={t("post.progress")} className="mt-6">
      <p className="text-sm font-semibold text-muted">{frame.stepText}</p>
      <ol className="mt-3 grid grid-cols-5">
        {frame.steps.map((step, index) => {
          const inner = (
            <>
              <span className="post-dot">
                {step.state === "done" ? <Icon name="check" className="size-4" /> : index + 1}
              </span>
              {step.label}
              {step.state === "todo" ? null : (
                <span className="sr-only"> ({t(step.state === "done" ? "post.done" : "post.current")})</span>
              )}
            </>
          );
          return (
            <li
              key={step.key}
              data-state={step.state}
              data-line={step.line || undefined}
              className="post-step"
            >
              {step.href ? (
                <Link to={step.href}>{inner}</Link>
              ) : (
                <span aria-current={step.state === "current" ? "step" : undefined}>{inner}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The page around a step: heading, progress, the draft note; after an answer, focus on the first bad field. */
export function PostPage({
  frame,
  t,
  answer,
  children,
}: {
  frame: PostFrame;
  t: T;
  answer: unknown;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Above the form while editing a listing that was sent (what saving does), else under it.
  const note = frame.note ? (
    <p
      className={`mt-4 flex gap-2 text-sm ${frame.editing ? "rounded-xl border border-sun bg-sun/15 px-4 py-3" : "text-muted"}`}
    >
      <Icon
        name={frame.editing ? "triangle-alert" : "circle-check"}
        className={`mt-0.5 size-4 shrink-0 ${frame.editing ? "" : "text-ok"}`}
      />
      <span>
        {frame.note}{" "}
        <Link to={frame.myListings} className="font-semibold text-link underline">
          {t("post.myListings")}
        </Link>
      </span>
    </p>
  ) : null;
  useEffect(() => {
    box.current?.querySelector<HTMLElement>("[aria-invalid=true], [data-invalid] input")?.focus();
  }, [answer]);
  return (
    <div className="container-page py-6 sm:py-10">
      <div ref={box} className="mx-auto max-w-3xl">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{frame.heading}</h1>
        <Progress frame={frame} t={t} />
        {frame.editing ? note : null}
        {children}
        {frame.editing ? null : note}
      </div>
    </div>
  );
}

/** A step's card: its title and introduction, then its content. */
export function StepCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby="post-step-title" className="card mt-6 p-5 sm:p-8">
      <h2 id="post-step-title" className="text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      <p className="mt-1 leading-7 text-muted">{intro}</p>
      {children}
    </section>
  );
}

/**
 * Back (a link to the previous step) and the step's submit button, which shows when it is saving; with
 * `to`, a link there instead of the button.
 */
export function StepActions({
  frame,
  t,
  label,
  name,
  value,
  to,
}: {
  frame: PostFrame;
  t: T;
  label?: string;
  name?: string;
  value?: string;
  to?: string;
}) {
  const busy = usePending();
  return (
    <div className="mt-8 flex flex-wrap-reverse items-center justify-between gap-3 border-t border-line pt-6">
      {frame.back ? (
        <Link to={frame.back} className="btn-ghost">
          <Icon name="chevron-left" className="size-4" />
          {t("post.back")}
        </Link>
      ) : (
        <span />
      )}
      {to ? (
        <Link to={to} className="btn-primary max-sm:w-full">
          {label}
        </Link>
      ) : (
        <button type="submit" name={name} value={value} className="btn-primary max-sm:w-full" disabled={busy}>
          {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
          {busy ? t("post.saving") : (label ?? t("post.continue"))}
          {busy ? null : <Icon name="chevron-right" className="size-4" />}
        </button>
      )}
    </div>
  );
}
