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
import { SETTINGS_GUARDS } from "../features/account/settings-guards";
import { PagedList } from "../features/content/components/paged-list";
import { ensurePageExists, pageHref, pageParam } from "../features/content/route-guards";
import type { SettingsData } from "./settings-layout";
import type { Route } from "./+types/settings-notifications";

export const handle = { fetchPageData: false, settingsSection: "Уведомления" };

/** The user's notifications, newest first, a page at a time. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await passGuards(SETTINGS_GUARDS, { request, context });
  const sessionKey = sessionKeyOf(request.headers.get("cookie"));
  const current = pageParam(url);
  const {
    data: [grid],
  } = await prefetch(context, (api) => [notificationsQuery(api, sessionKey, current)] as const);
  ensurePageExists(current, grid.last_page);
  return { grid, current, path: url.pathname };
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
  const { grid, current, path } = loaderData;
  const settings = useRouteLoaderData<SettingsData>("settings");
  const api = useApi();
  const client = useQueryClient();
  if (grid.total === 0) return <p>Уведомлений пока нет.</p>;
  return (
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
  );
}
