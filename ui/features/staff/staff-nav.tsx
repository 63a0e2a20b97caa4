import { Link, useLocation } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import { resolvePath } from "../../../core/domain/route/resolve-path";
import type { Screen } from "../../../core/domain/route/route-table";

/** The console's sections in menu order; the team is for admins only (ADR 056). */
const STAFF_SECTIONS = [
  { screen: "staff", title: "Заявки", adminOnly: false },
  { screen: "staff-leads", title: "Лиды", adminOnly: false },
  { screen: "staff-mail", title: "Почта", adminOnly: false },
  { screen: "staff-comments", title: "Комментарии", adminOnly: false },
  { screen: "staff-audit", title: "Журнал", adminOnly: false },
  { screen: "staff-team", title: "Сотрудники", adminOnly: true },
] as const;

/** The section a console screen belongs to: an application's page is under «Заявки». */
const sectionOf = (screen: Screen | null): Screen | null => (screen === "staff-application" ? "staff" : screen);

/** The console's navigation; the current section is marked for assistive technology. */
export function StaffNav({ admin }: { readonly admin: boolean }) {
  const { pathname } = useLocation();
  const resolved = resolvePath(pathname);
  const current = sectionOf(resolved._tag === "Matched" ? resolved.screen : null);
  return (
    <nav className="tabs staff-nav" aria-label="Разделы консоли">
      <ul>
        {STAFF_SECTIONS.filter((section) => admin || !section.adminOnly).map((section) => (
          <li key={section.screen}>
            <Link
              to={hrefFor({ screen: section.screen, params: {} })}
              {...(current === section.screen ? { "aria-current": "page" as const } : {})}
            >
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
