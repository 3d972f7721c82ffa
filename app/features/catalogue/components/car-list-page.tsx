import type { ReactNode } from "react";
import { CarList } from "~/features/catalogue/components/car-list";
import type { CarListData } from "~/features/catalogue/view";
import { Breadcrumbs } from "~/shared/ui/breadcrumbs";

/**
 * A new-car list page (electric, luxury, new on the market): its breadcrumb trail, heading, introduction and
 * an optional `note` under it, then the list's frame around `children` (the cards).
 */
export function CarListPage({
  list,
  breadcrumbs,
  title,
  intro,
  note,
  children,
}: {
  list: CarListData;
  breadcrumbs: { label: string; to?: string }[];
  title: string;
  intro: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <div className="container-page py-6 sm:py-10">
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted">{intro}</p>
        {note ? <p className="mt-2 text-sm text-muted">{note}</p> : null}
      </div>
      <CarList list={list}>{children}</CarList>
    </div>
  );
}
