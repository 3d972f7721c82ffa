import { Link, redirect } from "react-router";
import { stepMeta } from "~/features/posting/components/post-form";
import { Icon } from "~/shared/ui/icon";
import { postStepPath } from "~/shared/lib/links";
import { ownListing } from "~/features/posting/http.server";
import { sentView } from "~/features/posting/post-listing.server";
import type { Route } from "./+types/post-sent";

/** /poster-une-annonce/{id}/sent: the listing went to review; the confirmation while it waits for a moderator. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { listing } = await ownListing(request, context, params);
  if (listing.status !== "pending") throw redirect(postStepPath(listing.id, listing.draftStep));
  return sentView(context.env.SITE_NAME, context.locale);
}

export const meta: Route.MetaFunction = stepMeta;

export default function PostSent({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-16">
      <div className="card mx-auto max-w-xl p-6 text-center sm:p-10">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-ok/15 text-ok">
          <Icon name="circle-check" className="size-8" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{page.heading}</h1>
        <p role="status" className="mt-3 leading-7 text-muted">
          {page.message}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={page.myListings.href} className="btn-primary">
            {page.myListings.label}
          </Link>
          <Link to={page.another.href} className="btn-ghost">
            <Icon name="plus" className="size-4" />
            {page.another.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
