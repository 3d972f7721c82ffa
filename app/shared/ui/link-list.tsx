import { Link } from "react-router";

/** Plain links as a list: a `<ul>` of `<li><Link/></li>`, every link with the same classes. */
export function LinkList({
  links,
  className,
  linkClassName,
  label,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
  linkClassName: string;
  /** The list's `aria-label`, where the links need naming. */
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
