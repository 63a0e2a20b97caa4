import { useRouteLoaderData } from "react-router";
import { pageMeta } from "../app/route-meta";
import { ProfileFacts } from "../features/account/user-facts";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-profile";

export const handle = { fetchPageData: false, settingsSection: "Профиль" };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Профиль — настройки"),
  { name: "robots", content: "noindex" },
];

/** The user's profile data as the account holds it now. */
export default function SettingsProfile() {
  const settings = useRouteLoaderData<SettingsData>("settings");
  return settings ? <ProfileFacts user={settings.user} /> : null;
}
