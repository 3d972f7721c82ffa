import { Link } from "react-router";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import { Icon } from "~/shared/ui/icon";

/** The way back from a brand's form to the list. */
export function BackToBrands() {
  const t = useText<AdminMessages>();
  return (
    <Link
      to="/admin/brands"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link"
    >
      <Icon name="chevron-left" className="size-4" />
      {t("admin.brand.back")}
    </Link>
  );
}
