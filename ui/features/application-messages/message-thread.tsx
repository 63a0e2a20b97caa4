import { MOSCOW_TIME_ZONE } from "../../../core/domain/admission/moscow-time";
import type { ThreadMessage } from "../../../core/domain/messages/thread-message";
import { zonedDateTimeText } from "../../../core/domain/text/zoned-date-time-text";
import { MESSAGES_TEXTS as T } from "./messages-texts";

/** Who wrote a message as the applicant reads it: «Вы», or «Шуюань» with the manager's name. */
const authorOf = (message: ThreadMessage): string =>
  message.author === "applicant" ? T.you : message.author_name === "" ? T.staff : `${T.staff} · ${message.author_name}`;

/**
 * The thread, oldest first and the newest at the bottom (next to the form). Texts are plain: React escapes them, and
 * line breaks are kept by CSS, so nothing written is ever read as markup.
 */
export function MessageThread({
  messages,
  authorText = authorOf,
}: {
  readonly messages: readonly ThreadMessage[];
  /** Who wrote a message as this page's reader says it (the staff console names the applicant). */
  readonly authorText?: (message: ThreadMessage) => string;
}) {
  if (messages.length === 0) return <p className="message-thread__empty">{T.empty}</p>;
  return (
    <ol className="message-thread">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`message message--${message.author === "applicant" ? "mine" : "staff"}`}
          aria-labelledby={`message-${message.id}-author`}
        >
          <p className="message__meta">
            <span className="message__author" id={`message-${message.id}-author`}>
              {authorText(message)}
            </span>{" "}
            <time dateTime={message.created_at}>
              {zonedDateTimeText(new Date(message.created_at), MOSCOW_TIME_ZONE)}{" "}
              <span className="visually-hidden">{T.moscowTime}</span>
            </time>
          </p>
          <p className="message__text">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
