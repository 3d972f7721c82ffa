import type { ReactNode } from "react";

/**
 * The top of a page under its breadcrumb trail: the `<h1>` and an introduction (then `children`), in a
 * `<header>` or, with `as="div"`, a plain block.
 */
export function PageHeader({
  title,
  intro,
  as: Tag = "header",
  className = "mt-6 max-w-3xl",
  titleClassName = "text-3xl font-extrabold tracking-tight sm:text-4xl",
  introClassName = "mt-2 text-lg leading-8 text-muted",
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  as?: "header" | "div";
  className?: string;
  titleClassName?: string;
  introClassName?: string;
  children?: ReactNode;
}) {
  return (
    <Tag className={className}>
      <h1 className={titleClassName}>{title}</h1>
      <p className={introClassName}>{intro}</p>
      {children}
    </Tag>
  );
}
