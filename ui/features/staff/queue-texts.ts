import type { SavedQueueView } from "../../../core/domain/staff-queue/saved-views";
import type { StageParty } from "../../../core/domain/timeline/stage-expectation";

/** The queue page's words (ADR 056). */
export const QUEUE_TEXTS = {
  title: "Заявки",
  views: "Сохранённые виды",
  statuses: "Статусы",
  all: "Все",
  filters: "Фильтры",
  status: "Статус",
  institution: "Вуз",
  program: "Программа",
  course: "Курс",
  intake: "Набор",
  assignee: "Ответственный",
  party: "Чей ход",
  overdue: "Только просроченные",
  search: "Поиск",
  searchHint: "Имя, e-mail, телефон или номер заявки",
  anyValue: "Любой",
  anyProgram: "Любая",
  nobody: "Без ответственного",
  show: "Показать",
  reset: "Сбросить",
  found: (total: number) => `Найдено: ${total}`,
  empty: "Заявок с такими условиями нет.",
  failed: "Не удалось загрузить очередь. Обновите страницу.",
  number: "№",
  student: "Студент",
  target: "Вуз, программа или курс",
  state: "Статус",
  actions: "Действия",
  since: "с",
  dueBy: "срок до",
  overdueMark: "Просрочено",
  take: "Взять себе",
  assignTo: "Назначить",
  assignLabel: (id: number) => `Ответственный за заявку № ${id}`,
  unassign: "Снять",
  pager: "Страницы очереди",
  page: (page: number) => `Страница ${page}`,
  previous: "Назад",
  next: "Вперёд",
  assignFailed: "Не удалось назначить ответственного: заявка не найдена или сотрудник недоступен.",
  slaTitle: "Сроки по статусам (SLA)",
  slaAbout:
    "Часы, которые заявка может провести в статусе, пока действуем мы или вуз. Пока заявка ждёт студента или оплату, срок не идёт.",
  slaHours: "Часов",
  slaDefault: (hours: number) => `по умолчанию ${hours}`,
  slaSave: "Сохранить",
  slaFailed: "Не удалось сохранить срок: укажите целое число часов от 1 до 8760.",
} as const;

export const PARTY_TEXTS: Readonly<Record<Exclude<StageParty, "nobody">, string>> & { nobody: string } = {
  applicant: "Студент",
  agency: "Мы",
  university: "Вуз",
  nobody: "—",
};

export const VIEW_TEXTS: Readonly<Record<SavedQueueView, string>> = {
  mine: "Мои",
  unassigned: "Без ответственного",
  overdue: "Просрочено",
};

/** How long it has stood in its status: «3 дн. 4 ч», «5 ч», «меньше часа». */
export const waitedText = (since: Date, now: Date): string => {
  const hours = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 3_600_000));
  const days = Math.floor(hours / 24);
  if (hours === 0) return "меньше часа";
  if (days === 0) return `${hours} ч`;
  return hours % 24 === 0 ? `${days} дн.` : `${days} дн. ${hours % 24} ч`;
};
