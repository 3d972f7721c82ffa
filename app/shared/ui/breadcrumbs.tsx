import { Link } from "react-router";
import { useText } from "~/shared/i18n/use-text";

type Crumb = { label: string; to?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  // The root loader sends the layout's text, which names the trail for screen readers.
  const t = useText<{ "breadcrumb.label": string }>();
  return <BreadcrumbTrail items={items} label={t("breadcrumb.label")} />;
}

/** The trail itself, named by `label`; links and text only, so a page may send it as a server part. */
export function BreadcrumbTrail({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="px-0.5 text-base leading-none">
                ›
              </span>
            ) : null}
            {item.to ? (
              <Link to={item.to} className="hover:text-link hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
