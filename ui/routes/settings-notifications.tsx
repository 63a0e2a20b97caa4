import { useRouteLoaderData } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { prefetch } from "../data/prefetch";
import { notificationsQuery } from "../features/account/account.queries";
import { NotificationList } from "../features/account-notifications/notification-list";
import { notificationSettingsAction } from "../features/account-notifications/notification-settings.action";
import { readNotificationsAction } from "../features/account-notifications/notifications-read.action";
import { READ_NOTIFICATIONS_INTENT } from "../features/account-notifications/notifications-read-intent";
import { NotificationSettingsForm } from "../features/account-notifications/notification-settings-form";
import { notificationSettingsQuery } from "../features/account-notifications/notification-settings.queries";
import { NOTIFICATION_SETTINGS_TEXTS as T } from "../features/account-notifications/notification-settings-texts";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { ensurePageExists, pageParam } from "../features/content/route-guards";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-notifications";
import "../features/account-notifications/account-notifications.css";

export const handle = { fetchPageData: false, settingsSection: "Уведомления" };

/** The user's notifications, newest first, a page at a time, and which events send them an e-mail. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const current = pageParam(url);
  const {
    data: [grid, emailSettings],
  } = await prefetch(
    context,
    (api) => [notificationsQuery(api, sessionKey, current), notificationSettingsQuery(api, sessionKey)] as const,
  );
  ensurePageExists(current, grid.last_page);
  return { grid, current, path: url.pathname, emailSettings };
}

/** Marking notifications read (ADR 053) or the e-mail settings' save (ADR 048); visitors get 403 like the page. */
export async function action({ request, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (form?.get("intent") === READ_NOTIFICATIONS_INTENT) return readNotificationsAction(form, context);
  return notificationSettingsAction({ request, context });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Уведомления — настройки"),
  { name: "robots", content: "noindex" },
];

export default function SettingsNotifications({ loaderData }: Route.ComponentProps) {
  const { grid, current, path, emailSettings } = loaderData;
  const settings = useRouteLoaderData<SettingsData>("settings");
  return (
    <>
      <NotificationList grid={grid} page={current} path={path} sessionKey={settings?.sessionKey ?? ""} />
      {emailSettings === null ? (
        <p className="form-message--error">{T.unavailable}</p>
      ) : (
        <NotificationSettingsForm settings={emailSettings} />
      )}
    </>
  );
}
