import { pluralNoun } from "../../../core/domain/text/russian-plural";

/** The Russian texts of the notifications list (ADR 053). */
export const NOTIFICATION_LIST_TEXTS = {
  title: "Уведомления",
  empty: "Уведомлений пока нет.",
  unreadBadge: "Новое",
  unreadSummary: (count: number) =>
    count === 0
      ? "Все уведомления прочитаны."
      : `${count} ${pluralNoun(count, ["непрочитанное уведомление", "непрочитанных уведомления", "непрочитанных уведомлений"])}`,
  readAll: "Отметить все прочитанными",
  reading: "Отмечаем…",
  readDone: "Уведомления отмечены прочитанными.",
  readFailed: "Не удалось отметить уведомления. Проверьте подключение к интернету и попробуйте ещё раз.",
  openApplication: "Открыть заявку",
  moscowTime: "по московскому времени",
  pages: "Страницы уведомлений",
} as const;
