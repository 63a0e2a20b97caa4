import type { Mail } from "../../ports/mailer.port";
import type { EventWords } from "./application-event-words";

/** The letter about an application's event: the notification's words and the absolute link to the application. */
export const applicationEventMail = (to: string, firstName: string, words: EventWords, link: string): Mail => ({
  to,
  subject: `${words.title} — Шуюань`,
  text: [
    firstName.trim() === "" ? "Здравствуйте!" : `Здравствуйте, ${firstName.trim()}!`,
    "",
    words.title,
    ...(words.text === "" ? [] : [words.text]),
    "",
    "Подробности на странице заявки:",
    link,
    "",
    "Какие письма присылать, можно выбрать в настройках уведомлений в личном кабинете.",
    "",
    "Команда Шуюань",
  ].join("\n"),
});
