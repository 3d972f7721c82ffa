/** A brand's or dealer's logo page: its header, what was just done, and the logo's editor. */
import { ItemHeader } from "~/features/admin/components/item-parts";
import { LogoEditor } from "~/features/admin/components/logo-editor";
import { FormNotice } from "~/shared/forms/form-message";

export function LogoPage({
  page,
  error,
}: {
  page: {
    item: Parameters<typeof LogoEditor>[0]["item"];
    itemPath: string;
    back: string;
    title: string;
    intro: string;
    fileHint: string;
    done: string | null;
  };
  error: string | undefined;
}) {
  return (
    <>
      <ItemHeader back={{ to: page.itemPath, label: page.back }} title={page.title} />
      {page.done && !error ? (
        <div className="mb-4">
          <FormNotice>{page.done}</FormNotice>
        </div>
      ) : null}
      <LogoEditor item={page.item} intro={page.intro} fileHint={page.fileHint} error={error} />
    </>
  );
}
