/** The top of an item's page of its own (photos, cover, equipment): its header, and what was just done. */
import { ItemHeader } from "~/features/admin/components/item-parts";
import { FormNotice } from "~/shared/forms/form-message";

/** `done` is what the last save did (null: nothing to say, or the form came back refused). */
export function NoticeHeader({
  back,
  title,
  done,
}: {
  back: { to: string; label: string };
  title: string;
  done: string | null;
}) {
  return (
    <>
      <ItemHeader back={back} title={title} />
      {done ? (
        <div className="mb-4">
          <FormNotice>{done}</FormNotice>
        </div>
      ) : null}
    </>
  );
}
