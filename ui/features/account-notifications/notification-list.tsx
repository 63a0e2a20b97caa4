import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { MOSCOW_TIME_ZONE } from "../../../core/domain/admission/moscow-time";
import type { Notification } from "../../../core/domain/content/notification";
import type { NotificationsGrid } from "../../../core/domain/content/notifications-grid";
import { zonedDateTimeText } from "../../../core/domain/text/zoned-date-time-text";
import { useApi } from "../../app/services";
import { notificationsQuery } from "../account/account.queries";
import { useSettingsFormResult } from "../account-profile/use-form-result";
import { PagedList } from "../content/components/paged-list";
import { pageHref } from "../content/route-guards";
import { NOTIFICATION_LIST_TEXTS as T } from "./notification-list-texts";
import { READ_NOTIFICATIONS_INTENT, type ReadNotificationsActionData } from "./notifications-read-intent";

type Props = Readonly<{ grid: NotificationsGrid; page: number; path: string; sessionKey: string }>;

/** A notification: its time in Moscow, unread ones marked in words (not by colour alone), its text as plain text. */
function NotificationCard({ notification }: { readonly notification: Notification }) {
  const at = new Date(notification.created_at);
  return (
    <article className={notification.is_read ? "card notification" : "card card--unread notification"}>
      <p className="card__meta">
        <time dateTime={notification.created_at}>
          {zonedDateTimeText(at, MOSCOW_TIME_ZONE)} <span className="visually-hidden">{T.moscowTime}</span>
        </time>
        {notification.is_read ? null : <span className="badge">{T.unreadBadge}</span>}
      </p>
      <h3 className="card__title">{notification.title}</h3>
      {notification.text === "" ? null : <p className="card__text">{notification.text}</p>}
      {notification.link === null ? null : (
        <p className="notification__link">
          <Link to={notification.link}>{T.openApplication}</Link>
        </p>
      )}
    </article>
  );
}

/**
 * The user's notifications, newest first, a page at a time, with «Отметить все прочитанными» (ADR 053): a plain
 * form post without JavaScript, a fetcher with it, after which the list and the header's counter are read again.
 */
export function NotificationList({ grid, page, path, sessionKey }: Props) {
  const api = useApi();
  const client = useQueryClient();
  const { fetcher, result, busy } = useSettingsFormResult<ReadNotificationsActionData, "read-notifications">(
    "read-notifications",
    "read-notifications",
  );
  useEffect(() => {
    if (result?.outcome._tag === "Saved")
      void client.invalidateQueries({ queryKey: ["account", sessionKey, "notifications"] });
  }, [result, client, sessionKey]);
  const message = result === null ? null : result.outcome.message;
  const tone = result?.outcome._tag === "Saved" ? "success" : "error";
  return (
    <section className="content-section notification-list" aria-labelledby="notification-list-title">
      <div className="notification-list__head">
        <h2 id="notification-list-title">{T.title}</h2>
        <p className="notification-list__summary">{T.unreadSummary(grid.unread)}</p>
        {grid.unread === 0 ? null : (
          <fetcher.Form method="post" className="notification-list__read" aria-busy={busy}>
            <input type="hidden" name="all" value="1" />
            <button
              type="submit"
              name="intent"
              value={READ_NOTIFICATIONS_INTENT}
              className="button button--outline"
              disabled={busy}
            >
              {busy ? T.reading : T.readAll}
            </button>
          </fetcher.Form>
        )}
        <div role="status" aria-live="polite" aria-atomic="true">
          {message === null ? null : <p className={`form-message--${tone}`}>{message}</p>}
        </div>
      </div>
      {grid.total === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <PagedList
          grid={grid}
          page={page}
          hrefOf={(n) => pageHref(path, n)}
          fetchPage={(n) => client.fetchQuery(notificationsQuery(api, sessionKey, n))}
          keyOf={(notification) => notification.id}
          render={(notification) => <NotificationCard notification={notification} />}
          label={T.pages}
          className="card-grid card-grid--wide"
        />
      )}
    </section>
  );
}
