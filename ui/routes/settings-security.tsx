import { useRouteLoaderData } from "react-router";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { securityAction } from "../features/account-security/security.action";
import { SecurityForm } from "../features/account-security/security-form";
import { SessionList } from "../features/account-security/session-list";
import { SocialLinksSection } from "../features/account-social/social-links-section";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-security";
import "../features/account-security/account-security.css";

export const handle = { fetchPageData: false, settingsSection: "Безопасность" };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Безопасность — настройки"),
  { name: "robots", content: "noindex" },
];

/** The security form's save and «Завершить другие сеансы»; anonymous visitors get 403 like the page. */
export async function action({ request, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  return securityAction({ request, context });
}

/** How the user signs in: e-mail, phone and password, the networks to sign in with, and the active sessions. */
export default function SettingsSecurity() {
  const settings = useRouteLoaderData<SettingsData>("settings");
  if (!settings) return null;
  const { user } = settings;
  return (
    <>
      <SecurityForm user={user} />
      <SocialLinksSection user={user} />
      <SessionList sessions={user.sessions} />
    </>
  );
}
