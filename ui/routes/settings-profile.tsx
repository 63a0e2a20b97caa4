import { useRouteLoaderData } from "react-router";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { AvatarForm } from "../features/account-profile/avatar-form";
import { profileAction } from "../features/account-profile/profile.action";
import { ProfileForm } from "../features/account-profile/profile-form";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-profile";
import "../features/account-profile/account-profile.css";

export const handle = { fetchPageData: false, settingsSection: "Профиль" };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Профиль — настройки"),
  { name: "robots", content: "noindex" },
];

/** The profile form's save and the avatar upload; anonymous visitors get 403 like the page. */
export async function action({ request, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  return profileAction({ request, context });
}

/** The user's photo and profile (names, signature, status), each its own form (ADR 047). */
export default function SettingsProfile() {
  const settings = useRouteLoaderData<SettingsData>("settings");
  if (!settings) return null;
  return (
    <>
      <AvatarForm user={settings.user} />
      <ProfileForm user={settings.user} />
    </>
  );
}
