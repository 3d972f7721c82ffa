import { createElement } from "react";
import type { IconNode } from "lucide";

/** Renders a Lucide icon (its SVG nodes from the `lucide` package) as a decorative inline SVG. */
export function Icon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
