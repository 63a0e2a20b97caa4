import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { userFullName } from "../../core/domain/user/user-full-name";
import { AVATAR_WIDTH } from "../../core/domain/image/avatar-size";
import { avatarPath } from "../../core/domain/image/avatar-path";
import { hrefFor } from "../../core/domain/route/href-for";
import type { RootData } from "../app/root-data";
import { useApi } from "../app/services";
import { unreadNotificationsQuery } from "../features/account/account.queries";
import { useUserSession } from "../session/user-session";
import { UnreadCount } from "./unread-count";
import { accountLinks } from "./nav-items";
import { useDisclosureDismiss } from "./use-disclosure-dismiss";

const NOTIFICATIONS_HREF = hrefFor({ screen: "settings-notifications", params: {} });

/** The drawn size of the avatar circle in the header (CSS px, shell.css). */
const HEADER_AVATAR_PX = 34;

/**
 * The logged-in visitor's menu: their name, the number of unread notifications (server-rendered from the root
 * loader's read, read again after they are marked), the personal area's pages and «Выйти».
 */
export function UserMenu() {
  const { user, logout } = useUserSession();
  const api = useApi();
  const sessionKey = useRouteLoaderData<RootData>("root")?.mainKey.session ?? "";
  const unread = useQuery(unreadNotificationsQuery(api, sessionKey)).data ?? 0;
  const ref = useRef<HTMLDetailsElement>(null);
  const [leaving, setLeaving] = useState(false);
  useDisclosureDismiss(ref);
  const name = userFullName(user) || user.username || "Личный кабинет";
  const photo = user.avatar === null ? null : avatarPath(user.avatar.filename);
  return (
    <details className="user-menu" ref={ref}>
      <summary className="user-menu__toggle">
        <span className="user-menu__avatar" aria-hidden="true">
          {photo === null ? (
            name.charAt(0).toUpperCase()
          ) : (
            <img
              className="user-menu__photo"
              src={photo}
              srcSet={`${photo} ${AVATAR_WIDTH}w`}
              sizes={`${HEADER_AVATAR_PX}px`}
              alt=""
              width={HEADER_AVATAR_PX}
              height={HEADER_AVATAR_PX}
              decoding="async"
            />
          )}
        </span>
        <span className="user-menu__name">{name}</span>
        <UnreadCount count={unread} />
      </summary>
      <div className="user-menu__panel">
        <ul className="user-menu__list">
          {accountLinks(user.slug).map((item) => (
            <li key={item.href}>
              <Link to={item.href}>
                {item.label}
                {item.href === NOTIFICATIONS_HREF ? <UnreadCount count={unread} /> : null}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="user-menu__logout needs-js"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          Выйти
        </button>
      </div>
    </details>
  );
}
