import { NavLink } from "react-router";
import type { AdminMessages } from "~/features/admin/text/admin";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import { useText } from "~/shared/i18n/use-text";

const links: { to: string; end?: boolean; icon: IconName; label: keyof AdminMessages }[] = [
  { to: "/admin", end: true, icon: "gauge", label: "admin.nav.dashboard" },
  { to: "/admin/brands", icon: "car", label: "admin.nav.brands" },
  { to: "/admin/models", icon: "car-front", label: "admin.nav.models" },
  { to: "/admin/versions", icon: "tag", label: "admin.nav.versions" },
  { to: "/admin/deals", icon: "badge-percent", label: "admin.nav.deals" },
  { to: "/admin/dealers", icon: "store", label: "admin.nav.dealers" },
  { to: "/admin/banners", icon: "images", label: "admin.nav.banners" },
  { to: "/admin/news", icon: "newspaper", label: "admin.nav.news" },
  { to: "/admin/guides", icon: "book-open", label: "admin.nav.guides" },
  { to: "/admin/newsletters", icon: "mail", label: "admin.nav.newsletters" },
  { to: "/admin/audit", icon: "clipboard-check", label: "admin.nav.audit" },
  { to: "/moderation", icon: "shield-check", label: "admin.nav.moderation" },
];

/** The back office's sections: a row that scrolls on a phone, a column beside the page on a wide screen. */
export function AdminNav() {
  const t = useText<AdminMessages>();
  return (
    <nav aria-label={t("admin.nav")} className="lg:sticky lg:top-24 lg:self-start">
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:flex-col lg:overflow-visible">
        {links.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
                  isActive ? "bg-accent-600 text-white" : "hover:bg-raised"
                }`
              }
            >
              <Icon name={link.icon} className="size-4" />
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
