import { useState } from "react";
import { Link } from "react-router";
import { useText } from "~/features/layout/use-text";
import { Icon } from "~/shared/ui/icon";
import { useToast } from "~/shared/ui/toast";
import { MAX_COMPARED } from "~/features/comparator/compare";
import { basket, useBasket } from "./basket";
import type { CompareTarget } from "~/features/comparator/view";

/**
 * Adds a version to the comparison basket, or takes it out again. Without JavaScript it is a form that
 * opens the comparator with this version (`/comparator?add=12`).
 */
export function CompareButton({
  versionId,
  name,
  compact = false,
  className = "",
}: CompareTarget & {
  /** A small outlined button for tables and cards. */
  compact?: boolean;
  className?: string;
}) {
  const t = useText();
  const toast = useToast();
  const ids = useBasket();
  const [full, setFull] = useState(false);
  const selected = ids.includes(versionId);
  const label = selected ? t("compare.added") : compact ? t("compare.short") : t("compare.add");

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selected) {
      basket.remove(versionId);
      setFull(false);
      toast(t("compare.removed", { name }));
      return;
    }
    const result = basket.add(versionId);
    setFull(result === "full");
    if (result === "added")
      toast(t("compare.toast", { name, count: basket.read().length, max: MAX_COMPARED }));
  };

  return (
    <form method="get" action="/comparator" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="add" value={versionId} />
      <button
        type="submit"
        aria-pressed={selected}
        aria-label={`${label}: ${name}`}
        className={
          compact
            ? `inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-xs font-bold transition-colors ${
                selected
                  ? "border-accent-600 bg-accent-600 text-white"
                  : "border-line bg-surface text-ink hover:border-accent-500 hover:text-link"
              }`
            : selected
              ? "btn border border-accent-600 bg-accent-50 text-accent-800 dark:bg-accent-900/40 dark:text-accent-100"
              : "btn-ghost"
        }
      >
        <Icon name={selected ? "check" : "plus"} className={compact ? "size-3.5" : "size-4"} />
        {label}
      </button>
      {full ? (
        <p role="alert" className="mt-2 max-w-xs text-sm font-medium text-danger">
          {t("compare.full", { max: MAX_COMPARED })}{" "}
          <Link to="/comparator" className="font-semibold text-link underline">
            {t("compare.open")}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
