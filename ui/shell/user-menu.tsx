import { useRef, useState } from "react";
import { Link } from "react-router";
import { userFullName } from "../../core/domain/user/user-full-name";
import { AvatarImage } from "../components/avatar-image";
import { useUserSession } from "../session/user-session";
import { accountLinks } from "./nav-items";
import { useDisclosureDismiss } from "./use-disclosure-dismiss";

/** The logged-in visitor's menu: their name, the personal area's pages and «Выйти». */
export function UserMenu() {
  const { user, logout } = useUserSession();
  const ref = useRef<HTMLDetailsElement>(null);
  const [leaving, setLeaving] = useState(false);
  useDisclosureDismiss(ref);
  const name = userFullName(user) || user.username || "Личный кабинет";
  return (
    <details className="user-menu" ref={ref}>
      <summary className="user-menu__toggle">
        <span className="user-menu__avatar" aria-hidden="true">
          {user.avatar === null ? (
            name.charAt(0).toUpperCase()
          ) : (
            <AvatarImage className="user-menu__photo" image={user.avatar} size={34} loading="eager" />
          )}
        </span>
        <span className="user-menu__name">{name}</span>
      </summary>
      <div className="user-menu__panel">
        <ul className="user-menu__list">
          {accountLinks(user.slug).map((item) => (
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
