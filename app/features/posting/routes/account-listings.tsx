import { useEffect } from "react";
import { data, Form, Link, redirect } from "react-router";
import { requireUser } from "~/shared/auth/auth.server";
import { FormNotice } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { EmptyState } from "~/shared/ui/empty-state";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
import { PictureImg } from "~/shared/ui/picture";
import { messagesFor, type Translate } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { MY_LISTINGS_PATH } from "~/shared/lib/links";
import { memberPageMeta } from "~/shared/lib/member-page-meta";
import { notFound } from "~/shared/http/route-params";
import { uploadStorage } from "~/shared/server/uploads.server";
import { myListingsText, type MyListingsMessages } from "~/features/posting/text/my-listings";
import {
  changeMyListing,
  myListingIntents,
  myListingsView,
  type MyListing,
  type MyListingIntent,
} from "~/features/posting/my-listings.server";
import { isNumericParam, parseId } from "~/shared/lib/ids";
import type { Route } from "./+types/account-listings";

/** /account/listings: the member's own listings, and what they may do with each. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.auth, request);
  const { searchParams } = new URL(request.url);
  const page = await myListingsView(context.db, {
    userId: user.id,
    searchParams,
    siteUrl: context.env.SITE_URL,
    locale: context.locale,
  });
  return { ...page, text: messagesFor(context.locale, myListingsText) };
}

/** The page's forms: mark as sold, renew, delete (after the confirmation). Answers by redirecting back. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context.auth, request);
  const form = await request.formData();
  const intent = form.get("intent") as MyListingIntent;
  const listing = form.get("listing");
  if (!myListingIntents.includes(intent) || typeof listing !== "string" || !isNumericParam(listing))
    throw data("Unknown form", { status: 400 });
  // An id no integer column holds names no listing (PostgreSQL would refuse the query).
  const id = parseId(listing) ?? notFound(request, context.locale);
  const changed = await changeMyListing(
    context.db,
    { storage: uploadStorage(context.env), log: context.log },
    { userId: user.id, intent, id },
  );
  if (changed === "missing") notFound(request, context.locale);
  return redirect(changed.done ? `${MY_LISTINGS_PATH}?done=${changed.done}` : MY_LISTINGS_PATH);
}

export const meta: Route.MetaFunction = memberPageMeta<MyListingsMessages>(
  "mine.title",
  "mine.intro",
  "/account/listings",
);

type T = Translate<MyListingsMessages>;

/** A form with one button: its intent and the listing it is about. */
function Action({
  listing,
  intent,
  label,
  text,
  icon,
}: {
  listing: MyListing;
  intent: string;
  label: string;
  text: string;
  icon: "tag" | "refresh-cw" | "trash-2";
}) {
  const busy = usePending();
  return (
    <Form method="post">
      <input type="hidden" name="listing" value={listing.id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-label={label}
        disabled={busy}
        className={intent === "delete" ? "btn-danger" : "mine-btn"}
      >
        <Icon name={icon} className="size-4" />
        {text}
      </button>
    </Form>
  );
}

function Item({ listing, t, cancel }: { listing: MyListing; t: T; cancel: string }) {
  return (
    <li className="card overflow-hidden">
      <div className="flex gap-4 p-3 sm:p-4">
        <div className="w-28 shrink-0 self-start overflow-hidden rounded-xl bg-raised sm:w-48">
          {listing.picture ? (
            <PictureImg
              picture={{ ...listing.picture, width: 192, height: 144 }}
              alt=""
              lazy
              className="aspect-[4/3] w-full object-contain [&[srcset]]:object-cover"
            />
          ) : (
            <div className="grid aspect-[4/3] place-items-center text-muted">
              <Icon name="camera" className="size-8" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <p className="mine-badge" data-status={listing.status}>
            {listing.statusLabel}
          </p>
          <h2 className="mt-1.5 text-lg leading-tight font-bold">{listing.name}</h2>
          {listing.title ? <p className="line-clamp-1 text-sm text-muted">{listing.title}</p> : null}
          <p className="mt-1 font-extrabold text-accent-700 dark:text-accent-300">{listing.priceText}</p>
          <p className="mt-1 text-sm max-sm:hidden">{listing.detail}</p>
        </div>
      </div>
      <p className="px-3 pb-1 text-sm sm:hidden">{listing.detail}</p>
      {listing.confirming ? (
        <div
          id={`mine-confirm-${listing.id}`}
          tabIndex={-1}
          role="group"
          aria-labelledby={`mine-confirm-${listing.id}-title`}
          className="m-3 rounded-xl border border-danger/40 bg-danger/5 p-4 sm:m-4"
        >
          <h3 id={`mine-confirm-${listing.id}-title`} className="font-bold">
            {t("mine.confirmTitle")}
          </h3>
          <p className="mt-1 text-sm">{t("mine.confirmText")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Action
              listing={listing}
              intent="delete"
              label={listing.labels.delete}
              text={t("mine.confirmDelete")}
              icon="trash-2"
            />
            <Link to={cancel} className="mine-btn" replace preventScrollReset>
              {t("mine.cancel")}
            </Link>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2 border-t border-line p-3 sm:px-4">
          {listing.edit ? (
            <Link to={listing.edit.href} aria-label={listing.edit.label} className="mine-btn">
              <Icon name="pencil" className="size-4" />
              {listing.edit.text}
            </Link>
          ) : null}
          {listing.viewHref ? (
            <Link to={listing.viewHref} aria-label={listing.labels.view} className="mine-btn">
              <Icon name="eye" className="size-4" />
              {t("mine.view")}
            </Link>
          ) : null}
          {listing.canSell ? (
            <Action
              listing={listing}
              intent="sold"
              label={listing.labels.sold}
              text={t("mine.sold")}
              icon="tag"
            />
          ) : null}
          {listing.canRenew ? (
            <Action
              listing={listing}
              intent="renew"
              label={listing.labels.renew}
              text={t("mine.renew")}
              icon="refresh-cw"
            />
          ) : null}
          <Link
            to={listing.deleteHref}
            aria-label={listing.labels.delete}
            className="mine-btn sm:ml-auto"
            preventScrollReset
          >
            <Icon name="trash-2" className="size-4" />
            {t("mine.delete")}
          </Link>
        </div>
      )}
    </li>
  );
}

export default function AccountListings({ loaderData: page }: Route.ComponentProps) {
  const t = useText<MyListingsMessages>();
  const confirming = page.listings.find((listing) => listing.confirming)?.id;
  // The confirmation takes the focus, so a keyboard or screen-reader user lands on its question.
  useEffect(() => {
    if (confirming) document.getElementById(`mine-confirm-${confirming}`)?.focus();
  }, [confirming]);
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-4xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <Link to="/account" className="text-sm font-semibold text-link">
              {t("mine.account")}
            </Link>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("mine.title")}</h1>
            <p className="mt-2 text-muted">{t("mine.intro")}</p>
          </div>
          <Link to={page.postHref} className="btn-primary max-sm:w-full">
            <Icon name="plus" className="size-4" />
            {t("mine.post")}
          </Link>
        </div>
        {page.notice ? (
          <div className="mt-6">
            <FormNotice>{page.notice}</FormNotice>
          </div>
        ) : null}
        {page.listings.length ? (
          <>
            <p className="mt-8 text-sm font-semibold text-muted">{page.countText}</p>
            <ul className="mt-3 space-y-4">
              {page.listings.map((listing) => (
                <Item key={listing.id} listing={listing} t={t} cancel={page.cancelHref} />
              ))}
            </ul>
            <Pagination nav={page.pagination} />
          </>
        ) : (
          <EmptyState icon="car-front" tone="accent" title={t("mine.empty")} text={t("mine.emptyText")} />
        )}
      </div>
    </div>
  );
}
