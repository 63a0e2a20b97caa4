import { useQueryClient } from "@tanstack/react-query";
import { Link, useRouteLoaderData } from "react-router";
import { sessionKeyOf } from "../../adapters/storage/browser/session-key";
import { waveDateText } from "../../core/domain/admission/wave-date-text";
import type { Notification } from "../../core/domain/content/notification";
import { passGuards } from "../app/guards";
import { pageMeta } from "../app/route-meta";
import { useApi } from "../app/services";
import { prefetch } from "../data/prefetch";
import { notificationsQuery } from "../features/account/account.queries";
import { notificationSettingsAction } from "../features/account-notifications/notification-settings.action";
import { NotificationSettingsForm } from "../features/account-notifications/notification-settings-form";
import { notificationSettingsQuery } from "../features/account-notifications/notification-settings.queries";
import { NOTIFICATION_SETTINGS_TEXTS as T } from "../features/account-notifications/notification-settings-texts";
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { PagedList } from "../features/content/components/paged-list";
import { ensurePageExists, pageHref, pageParam } from "../features/content/route-guards";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-notifications";
import "../features/account-notifications/account-notifications.css";

export const handle = { fetchPageData: false, settingsSection: "Уведомления" };

/** Which events send the user an e-mail, and the user's notifications, newest first, a page at a time. */
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

/** The e-mail settings' save (ADR 048); anonymous visitors get 403 like the page. */
export async function action({ request, context }: Route.ActionArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  return notificationSettingsAction({ request, context });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, null, "Уведомления — настройки"),
  { name: "robots", content: "noindex" },
];

/** A notification: unread ones are marked in words, not by colour alone; its text is plain (escaped) text. */
function NotificationCard({ notification }: { notification: Notification }) {
  return (
    <article className={notification.is_read ? "card" : "card card--unread"}>
      <p className="card__meta">
        <time dateTime={notification.created_at}>{waveDateText(notification.created_at)}</time>
        {notification.is_read ? null : <span className="badge">Новое</span>}
      </p>
      <h2 className="card__title">
        {notification.link === null ? notification.title : <Link to={notification.link}>{notification.title}</Link>}
      </h2>
      {notification.text === "" ? null : <p className="card__text">{notification.text}</p>}
    </article>
  );
}

export default function SettingsNotifications({ loaderData }: Route.ComponentProps) {
  const { grid, current, path, emailSettings } = loaderData;
  const settings = useRouteLoaderData<SettingsData>("settings");
  const api = useApi();
  const client = useQueryClient();
  return (
    <>
      {emailSettings === null ? (
        <p className="form-message--error">{T.unavailable}</p>
      ) : (
        <NotificationSettingsForm settings={emailSettings} />
      )}
      {grid.total === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <PagedList
          grid={grid}
          page={current}
          hrefOf={(n) => pageHref(path, n)}
          fetchPage={(n) => client.fetchQuery(notificationsQuery(api, settings?.sessionKey ?? "", n))}
          keyOf={(notification) => notification.id}
          render={(notification) => <NotificationCard notification={notification} />}
          label="Страницы уведомлений"
          className="card-grid card-grid--wide"
        />
      )}
    </>
  );
}
