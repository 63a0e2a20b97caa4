import type { Mail } from "../../ports/mailer.port";

/** The mail to a new team member whose password they set themselves, through the reset page's link. */
export const teamInviteMail = (to: string, firstName: string, link: string, days: number): Mail => ({
  to,
  subject: "Вас добавили в команду сайта Шуюань",
  text: [
    `Здравствуйте, ${firstName.trim()}!`,
    "",
    "Для вас создан аккаунт сотрудника на сайте Шуюань.",
    "Чтобы задать пароль и войти, откройте ссылку:",
    link,
    "",
    `Ссылка действует ${days} дня и подходит для одной смены пароля.`,
    "",
    "Команда Шуюань",
  ].join("\n"),
});
