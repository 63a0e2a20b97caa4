import { Outlet, useMatches } from "react-router";
import { passGuards } from "../app/guards";
import { Breadcrumbs } from "../components/breadcrumbs";
import { loadAccount } from "../features/account/load-account";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { type SettingsScreen, SettingsNav, settingsHref } from "../features/account/settings-nav";
import { hrefFor } from "../../core/domain/route/href-for";
import type { Route } from "./+types/settings-layout";
import "../styles/content.css";

/** Personal pages have no page data: their titles come from the section. */
export const handle = { fetchPageData: false };

/** The signed-in user (whose settings these must be) for the layout and its sections; anonymous visitors get 403. */
export async function loader(args: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, args);
  const { user, userParam, sessionKey } = await loadAccount(args, "settings");
  return { user, userParam, sessionKey };
}

/** The data of the settings layout, as its sections read it. */
export type SettingsData = Awaited<ReturnType<typeof loader>>;

/**
 * What a settings section names itself in the trail and the heading. A page below a section (one application) names
 * the section as its parent and gives its own title as `sectionTitle` in its loader data.
 */
type SectionHandle = {
  readonly settingsSection?: string;
  readonly settingsParent?: { readonly name: string; readonly screen: SettingsScreen };
};

/** The settings frame: trail, heading, the section tabs and the current section. */
export default function SettingsLayout({ loaderData }: Route.ComponentProps) {
  const { userParam } = loaderData;
  const matches = useMatches();
  const owner = [...matches].reverse().find((m) => (m.handle as SectionHandle | undefined)?.settingsSection);
  const sectionHandle = (owner?.handle ?? {}) as SectionHandle;
  const ownTitle = (owner?.data as { sectionTitle?: unknown } | undefined)?.sectionTitle;
  const section = typeof ownTitle === "string" ? ownTitle : (sectionHandle.settingsSection ?? null);
  const parent = sectionHandle.settingsParent;
  const settings = settingsHref("settings", userParam);
  const crumbs = [
    { name: "Профиль", to: hrefFor({ screen: "user-profile", params: userParam }) },
    { name: "Настройки", to: settings },
    ...(parent === undefined ? [] : [{ name: parent.name, to: settingsHref(parent.screen, userParam) }]),
    ...(section === null ? [] : [{ name: section, to: owner?.pathname ?? settings }]),
  ];
  return (
    <main id="main" className="container page content-page settings">
      <Breadcrumbs items={crumbs} />
      <h1>{section ?? "Настройки"}</h1>
      <SettingsNav userParam={userParam} />
      <div className="settings__body">
        <Outlet />
      </div>
    </main>
  );
}
