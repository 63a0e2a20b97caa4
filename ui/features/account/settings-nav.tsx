import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { hrefFor } from "../../../core/domain/route/href-for";
import type { UserParam } from "./load-account";

/** The settings sections in the order of spec 2. */
export const SETTINGS_SECTIONS = [
  { screen: "settings-applications", title: "Заявки", about: "Ваши заявки на поступление по этапам" },
  { screen: "settings-notifications", title: "Уведомления", about: "Сообщения о заявках и новостях" },
  { screen: "settings-profile", title: "Профиль", about: "Имя, имя пользователя, статус и соцсети" },
  { screen: "settings-security", title: "Безопасность", about: "Почта, телефон и активные сеансы" },
] as const;

export type SettingsScreen = (typeof SETTINGS_SECTIONS)[number]["screen"];

export const settingsHref = (screen: SettingsScreen | "settings", userParam: UserParam): string =>
  hrefFor({ screen, params: userParam });

/**
 * The tabs of the settings area; the current one is marked for assistive technology by NavLink. They stay on one
 * line and scroll sideways on a narrow screen; the current tab is scrolled into the middle of the row (the page
 * itself is not scrolled).
 */
export function SettingsNav({ userParam }: { userParam: UserParam }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav className="tabs" aria-label="Разделы настроек">
      <ul ref={list}>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.screen}>
            <NavLink to={settingsHref(section.screen, userParam)} end={section.screen !== "settings-applications"}>
              {section.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
