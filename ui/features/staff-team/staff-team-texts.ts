import type { TeamRole } from "../../../core/domain/team/team-role";

/** The Russian texts of the console's team (ADR 058). */
export const TEAM_TEXTS = {
  title: "Сотрудники",
  intro: "Аккаунты сотрудников и администраторов. Администратор добавляет сотрудников, меняет роли и снимает права.",
  caption: "Сотрудники и администраторы",
  name: "Имя",
  email: "Почта",
  role: "Роль",
  change: "Изменить",
  you: "это вы",
  roleOf: (name: string) => `Роль: ${name}`,
  apply: "Применить",
  removeRights: "Снять права сотрудника",
  pager: "Страницы списка сотрудников",
  addTitle: "Добавить сотрудника",
  firstName: "Имя",
  lastName: "Фамилия",
  password: "Пароль",
  passwordHint: "Не меньше 8 символов. Оставьте пустым — человек получит на почту ссылку, чтобы задать пароль сам.",
  add: "Добавить",
  added: (email: string) => `Сотрудник ${email} добавлен.`,
  roleChanged: "Роль изменена.",
  rightsRemoved: "Права сотрудника сняты.",
  invalid: "Проверьте правильность заполнения полей.",
  emailTaken: "Аккаунт с такой почтой уже есть.",
  busy: "Сервер сейчас перегружен. Повторите через несколько секунд.",
  ownAccount: "Свою роль изменить нельзя.",
  notTeamMember: "Это не сотрудник.",
  unchanged: "У сотрудника уже эта роль.",
  notFound: "Сотрудник не найден.",
} as const;

export const TEAM_ROLE_TEXTS: Readonly<Record<TeamRole, string>> = {
  staff: "Сотрудник",
  admin: "Администратор",
};
