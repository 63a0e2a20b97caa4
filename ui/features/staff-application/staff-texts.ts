import { match } from "ts-pattern";
import type { BookingCommand } from "../../../core/domain/booking/booking-command";
import type { StageParty } from "../../../core/domain/timeline/stage-expectation";
import type { TimelineActor } from "../../../core/domain/timeline/timeline-entry";

/** The Russian words of the staff console's application page (ADR 057). */
export const STAFF_TEXTS = {
  title: (id: number) => `Заявка № ${id}`,
  backToQueue: "К очереди заявок",
  applicant: "Заявитель",
  fromForm: "Из формы заявки",
  fromAccount: "Учётная запись",
  name: "Имя",
  phone: "Телефон",
  email: "E-mail",
  none: "не указано",
  appliedFor: "Что выбрано",
  status: "Статус",
  whoseMove: "Чей ход",
  assignee: "Ответственный",
  nobody: "Без ответственного",
  assignTo: "Ответственный за заявку",
  assign: "Назначить",
  moves: "Смена статуса",
  noMoves: "Сейчас сотрудник не может менять статус этой заявки.",
  documents: "Документы",
  noDocuments: "Список документов заявки пуст.",
  accept: "Принять",
  reject: "Вернуть с замечанием",
  rejectRemark: "Замечание для заявителя",
  versions: "Файлы",
  download: "Скачать",
  timeline: "Ход заявки",
  thread: "Переписка с заявителем",
  templates: "Шаблоны ответа",
  templatesHint: "Шаблон подставляется в поле ответа; перед отправкой его можно изменить.",
  reply: "Ответ заявителю",
  send: "Отправить",
  ledger: "Расчёты",
  noLines: "Строк к оплате пока нет.",
  addLine: "Добавить строку",
  markPaid: "Отметить оплаченной (перевод)",
  markRefunded: "Отметить возврат выполненным",
  afterOffer: "Даты после зачисления",
  save: "Сохранить",
  clear: "Очистить",
  notes: "Заметки сотрудников",
  notesHint: "Видны только сотрудникам, заявитель их не видит.",
  note: "Новая заметка",
  addNote: "Добавить заметку",
  noNotes: "Заметок пока нет.",
  audit: "Журнал действий",
  noAudit: "Действий сотрудников по этой заявке пока нет.",
  done: "Готово: изменения сохранены.",
  failed: "Не удалось выполнить действие. Обновите страницу и попробуйте ещё раз.",
  systemActor: "Система",
  page: (page: number, last: number) => `Страница ${page} из ${last}`,
  previous: "Назад",
  next: "Дальше",
} as const;

/** Whose move it is, as staff read it. */
export const staffPartyText = (party: StageParty): string =>
  match(party)
    .with("applicant", () => "ход заявителя")
    .with("agency", () => "наш ход")
    .with("university", () => "ждём университет")
    .with("nobody", () => "ходов нет")
    .exhaustive();

/** Who acted on a timeline line, as staff read it. */
export const staffActorText = (actor: TimelineActor): string =>
  match(actor)
    .with("applicant", () => "Заявитель")
    .with("staff", () => "Сотрудник")
    .with("system", () => "Система")
    .exhaustive();

/** The button of a staff move. */
export const commandText = (command: BookingCommand): string =>
  match(command)
    .with("submit", "resubmit", () => "Отправить на проверку")
    .with("request_changes", () => "Вернуть на доработку")
    .with("approve_documents", () => "Документы в порядке: к подписанию")
    .with("sign", () => "Подписано: запросить оплату")
    .with("require_second_payment", () => "Запросить вторую оплату")
    .with("require_services_payment", () => "Запросить оплату услуг")
    .with("confirm_payment", () => "Оплата получена: в обработку")
    .with("complete", () => "Завершить: документы отправлены")
    .with("request_cancellation", () => "Начать отмену")
    .with("confirm_cancellation", () => "Подтвердить отмену")
    .with("withdraw_cancellation", () => "Отозвать отмену")
    .with("hold", () => "Приостановить")
    .with("release", () => "Возобновить")
    .exhaustive();
