import type { AuditSubject } from "../../../core/ports/audit-log.port";

/** The Russian texts of the console's audit log (ADR 058). */
export const AUDIT_TEXTS = {
  title: "Журнал",
  intro: "Все действия сотрудников, новые сверху: кто, когда, что изменил, как было и как стало.",
  filters: "Фильтры журнала",
  actor: "Сотрудник",
  subject: "Объект",
  booking: "Номер заявки",
  any: "Все",
  show: "Показать",
  found: (total: number) => `Записей: ${total}`,
  empty: "Записей с такими условиями нет.",
  caption: "Действия сотрудников",
  when: "Когда",
  who: "Кто",
  what: "Действие",
  on: "Объект",
  change: "Было → стало",
  system: "Система",
  noChange: "без изменений",
  none: "—",
  application: (id: number) => `заявка № ${id}`,
  pager: "Страницы журнала",
  wasLabel: "было",
  isLabel: "стало",
} as const;

export const AUDIT_SUBJECT_TEXTS: Readonly<Record<AuditSubject, string>> = {
  booking: "Заявка",
  document: "Документ",
  ledger_line: "Строка счёта",
  message: "Сообщение",
  milestone: "Шаг после зачисления",
  note: "Заметка",
  lead: "Лид",
  user: "Аккаунт",
  sla: "Срок этапа",
  comment: "Комментарий",
};

/** Actions by their stored name; one not listed here shows as stored. */
export const AUDIT_ACTION_TEXTS: Readonly<Record<string, string>> = {
  "booking.move": "Смена статуса заявки",
  "booking.assign": "Назначение ответственного",
  "document.decide": "Решение по документу",
  "ledger.add": "Строка счёта добавлена",
  "ledger.refund": "Возврат по счёту",
  "message.post": "Сообщение студенту",
  "milestone.set": "Дата шага",
  "note.add": "Заметка сотрудника",
  "lead.update": "Изменение лида",
  "lead.convert": "Лид стал заявкой",
  "team.add": "Добавлен сотрудник",
  "team.role": "Изменена роль",
  "sla.set": "Срок этапа изменён",
  "comment.hide": "Комментарий скрыт",
  "comment.restore": "Комментарий возвращён",
};

/** Stored values shown in words (lead states, roles); any other value shows as stored. */
export const AUDIT_VALUE_TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  state: { new: "новый", in_work: "в работе", done: "готово" },
  role: { user: "пользователь", staff: "сотрудник", admin: "администратор" },
  visibility: { visible: "виден посетителям", hidden: "скрыт" },
};

/** Field names of the audited objects, in Russian; one not listed shows as stored. */
export const AUDIT_FIELD_TEXTS: Readonly<Record<string, string>> = {
  state: "состояние",
  status: "статус",
  note: "заметка",
  assignee_user_id: "ответственный",
  booking_id: "заявка",
  applicant_user_id: "пользователь",
  role: "роль",
  email: "почта",
  first_name: "имя",
  last_name: "фамилия",
  stage: "этап",
  remark: "замечание",
  visibility: "видимость",
  hidden_reason: "причина скрытия",
};
