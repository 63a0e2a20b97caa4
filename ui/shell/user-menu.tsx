import { useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { userFullName } from "../../core/domain/user/user-full-name";
import { AVATAR_WIDTH } from "../../core/domain/image/avatar-size";
import { avatarPath } from "../../core/domain/image/avatar-path";
import type { RootData } from "../app/root-data";
import { useUserSession } from "../session/user-session";
import { accountLinks } from "./nav-items";
import { useDisclosureDismiss } from "./use-disclosure-dismiss";

/** The drawn size of the avatar circle in the header (CSS px, shell.css). */
const HEADER_AVATAR_PX = 34;

/**
 * The logged-in visitor's menu: their name, the number of unread notifications (the root loader's, read again on
 * every navigation and after a form post such as marking them read; drawn and named by shell.css from `data-unread`,
 * which keeps the words out of every page's first-load JavaScript, ADR 053), the personal area's pages (and the staff console
 * for staff, ADR 056) and «Выйти».
 */
export function UserMenu() {
  const { user, logout } = useUserSession();
  const unread = useRouteLoaderData<RootData>("root")?.unread;
  const ref = useRef<HTMLDetailsElement>(null);
  const [leaving, setLeaving] = useState(false);
  useDisclosureDismiss(ref);
  const name = userFullName(user) || user.username || "Личный кабинет";
  const photo = user.avatar === null ? null : avatarPath(user.avatar.filename);
  return (
    <details className="user-menu" ref={ref}>
      <summary className="user-menu__toggle" data-unread={unread}>
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
      </summary>
      <div className="user-menu__panel">
        <ul className="user-menu__list">
          {accountLinks(user.slug, user.role !== undefined).map((item) => (
            <li key={item.href}>
              <Link to={item.href}>{item.label}</Link>
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
