import type { Mail } from "../../ports/mailer.port";

/** The e-mail carrying a password reset code and the link to the reset page that holds it. */
export const resetPasswordMail = (to: string, firstName: string, code: string, link: string): Mail => ({
  to,
  subject: "Восстановление пароля на сайте Шуюань",
  text: [
    firstName.trim() === "" ? "Здравствуйте!" : `Здравствуйте, ${firstName.trim()}!`,
    "",
    "Мы получили запрос на восстановление пароля для вашего аккаунта.",
    "Чтобы задать новый пароль, откройте ссылку:",
    link,
    "",
    `Код для восстановления пароля: ${code}`,
    "",
    "Код действует 1 час и подходит только для одной смены пароля.",
    "Если вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.",
    "",
    "Команда Шуюань",
  ].join("\n"),
});
