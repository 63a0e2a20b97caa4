import type { LeadState } from "../../../core/domain/leads/lead-state";
import type { FormKind } from "../../../core/ports/form-submission-repository.port";

/** The Russian texts of the console's leads (ADR 058). */
export const LEADS_TEXTS = {
  title: "Лиды",
  intro: "Заявки с форм сайта, новые сверху. Отметьте, кто занимается лидом, и как продвигается работа.",
  filters: "Фильтры лидов",
  stateFilter: "Состояние",
  kindFilter: "Форма",
  any: "Все",
  show: "Показать",
  found: (total: number) => `Найдено: ${total}`,
  empty: "Лидов с такими условиями нет.",
  pager: "Страницы списка лидов",
  lead: (id: number) => `Лид № ${id}`,
  /** The outcome for a lead the list no longer shows (its new state is outside the filter). */
  leftTheList: (id: number, message: string) => `Лид № ${id}: ${message} В этом списке его больше нет.`,
  sent: "Отправлен",
  contacts: "Контакты",
  noContacts: "контактов в форме нет",
  fields: "Что прислали",
  page: "Страница",
  utm: "Метки utm",
  noUtm: "нет",
  callId: "Коллтрекинг",
  state: "Состояние",
  assignee: "Ответственный",
  nobody: "Не назначен",
  note: "Заметка",
  save: "Сохранить",
  saved: "Сохранено.",
  convertTitle: "Сделать заявкой",
  convertHint:
    "Для зарегистрированного пользователя: его почта и база обучения — её номер или адрес её страницы на сайте.",
  email: "Почта пользователя",
  baseId: "База обучения",
  baseReference: "Укажите номер базы обучения или адрес её страницы.",
  convert: "Создать заявку",
  converted: (id: number) => `Создана заявка № ${id}.`,
  application: (id: number) => `Заявка № ${id}`,
  notFound: "Лид не найден: возможно, его уже нет.",
  assigneeNotStaff: "Ответственным может быть только сотрудник.",
  applicantNotFound: "Пользователь с такой почтой не зарегистрирован.",
  baseNotFound: "База обучения не найдена.",
  alreadyConverted: (id: number) => `Лид уже стал заявкой № ${id}.`,
  duplicate: (id: number) => `У пользователя уже есть открытая заявка на эту базу: № ${id}.`,
  invalid: "Проверьте правильность заполнения полей.",
} as const;

export const LEAD_STATE_TEXTS: Readonly<Record<LeadState, string>> = {
  new: "Новый",
  in_work: "В работе",
  done: "Готово",
};

export const FORM_KIND_TEXTS: Readonly<Record<FormKind, string>> = {
  simple: "Простая заявка",
  subscribe: "Подписка на новости",
  promo: "Промо",
  calc: "Калькулятор",
  "save-doc": "Сохранение документа",
  "leave-review": "Отзыв",
  chat: "Онлайн-чат",
};
