import type {
  ModerationStateFilter,
  ModerationTypeFilter,
} from "../../../core/domain/comment-moderation/moderation-filter";

/** The Russian texts of the console's moderation of comments and reviews (ADR 062). */
export const STAFF_COMMENTS_TEXTS = {
  title: "Комментарии",
  intro:
    "Все комментарии и отзывы сайта, новые сверху. Скрытый комментарий пропадает для посетителей вместе с ответами на него и не входит в счётчики и рейтинг по отзывам; его можно вернуть.",
  filters: "Фильтры комментариев",
  state: "Состояние",
  type: "Вид",
  search: "Текст, автор или №",
  show: "Показать",
  found: (total: number) => `Найдено: ${total}`,
  empty: "Комментариев с такими условиями нет.",
  failed: "Не удалось загрузить комментарии. Обновите страницу.",
  pager: "Страницы комментариев",
  review: (id: number) => `Отзыв № ${id}`,
  comment: (id: number) => `Комментарий № ${id}`,
  reply: (id: number) => `Ответ № ${id}`,
  author: "Автор",
  written: "Написан",
  page: "Страница",
  noPage: "страница недоступна",
  rating: "Оценка",
  ratingValue: (rating: number) => `${rating} из 5`,
  text: "Текст",
  deletedText: "Автор удалил комментарий; текст виден только сотрудникам.",
  hiddenAt: "Скрыт",
  hiddenBy: "Кем",
  hiddenReason: "Причина",
  unknownStaff: "сотрудник",
  visible: "Виден",
  hidden: "Скрыт",
  deleted: "Удалён автором",
  underHidden: "Не виден: скрыт комментарий, на который он отвечает",
  reason: "Причина скрытия",
  reasonHint: "От 3 до 500 символов. Её видят только сотрудники.",
  hide: "Скрыть",
  restore: "Вернуть",
  hideLabel: (title: string) => `Скрыть: ${title}`,
  restoreLabel: (title: string) => `Вернуть: ${title}`,
  hiddenDone: (id: number) => `Комментарий № ${id} скрыт.`,
  restoredDone: (id: number) => `Комментарий № ${id} возвращён.`,
  actionFailed: (id: number) =>
    `Не удалось изменить комментарий № ${id}: его нет или другой сотрудник уже изменил его. Обновите страницу.`,
  badRequest: "Не удалось понять запрос. Обновите страницу.",
} as const;

export const MODERATION_STATE_TEXTS: Readonly<Record<ModerationStateFilter, string>> = {
  all: "Все",
  visible: "Видимые",
  hidden: "Скрытые",
};

export const MODERATION_TYPE_TEXTS: Readonly<Record<ModerationTypeFilter, string>> = {
  all: "Все",
  comments: "Комментарии",
  reviews: "Отзывы",
};
