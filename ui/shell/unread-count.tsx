import { pluralNoun } from "../../core/domain/text/russian-plural";

/** The number of unread notifications as a badge ("99+" beyond 99), said in full to screen readers; none at 0. */
export function UnreadCount({ count }: { readonly count: number }) {
  if (count <= 0) return null;
  const words = pluralNoun(count, [
    "непрочитанное уведомление",
    "непрочитанных уведомления",
    "непрочитанных уведомлений",
  ]);
  return (
    <span className="unread-count">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">{`${count} ${words}`}</span>
    </span>
  );
}
