/** The top of an item's upload page (photos, cover): its header, and what was just done. */
import { ItemHeader } from "~/features/admin/components/item-parts";
import { FormNotice } from "~/shared/forms/form-message";

/** `done` is what the last upload or change did (null: nothing to say, or the form came back refused). */
export function UploadHeader({
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
