import { Link, useRouteLoaderData } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { openAuthPopup } from "~/features/accounts/auth-popup";
import type { RootData } from "~/root";

/**
 * "Write a review": the writing page for members. Signed out, the sign-in popup opens instead (and comes
 * back here); without JavaScript the writing page sends the visitor to /login.
 */
export function WriteReviewLink({
  href,
  label,
  className = "btn-primary",
}: {
  href: string;
  label: string;
  className?: string;
}) {
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.user);
  return (
    <Link
      to={href}
      className={className}
      aria-haspopup={signedIn ? undefined : "dialog"}
      onClick={(event) => {
        if (signedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openAuthPopup({ redirectTo: href });
      }}
    >
      <Icon name="pencil" className="size-4" />
      {label}
    </Link>
  );
}
