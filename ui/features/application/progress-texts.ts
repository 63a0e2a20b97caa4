import { match } from "ts-pattern";
import type { BookingCommand } from "../../../core/domain/booking/booking-command";
import type { BookingMoveOutcome } from "../../../core/ports/bookings-api.port";

/** The words of an application's progress tab. */
export const PROGRESS_TEXTS = {
  created: "Заявка подана. Соберите документы и отправьте заявку на проверку.",
  moved: "Готово: статус заявки обновлён.",
  nextTitle: "Что дальше",
  nothingToDo: "Сейчас ход за нами: мы сообщим, когда от вас что-то понадобится.",
  finished: "Заявка закрыта: её статус больше не меняется.",
  pathTitle: "Этапы заявки",
  allStatuses: "Все статусы заявки",
  held: (title: string) => `Сейчас заявка на паузе («${title}»): работа продолжится с отмеченного этапа.`,
  historyTitle: "История",
  you: "Вы",
  staff: "Шуюань",
  created_: "Заявка создана",
  remark: "Комментарий",
  sending: "Отправляем…",
} as const;

/** The button of each move an applicant can make. */
export const moveButtonText = (command: BookingCommand): string =>
  match(command)
    .with("submit", () => "Отправить на проверку")
    .with("resubmit", () => "Отправить повторно")
    .with("sign", () => "Договор подписан")
    .with("request_cancellation", () => "Отменить заявку")
    .otherwise(() => "Выполнить");

/** What a refused move tells the applicant (the server's own reason when it gave one). */
export const moveFailureText = (outcome: Exclude<BookingMoveOutcome, { _tag: "Moved" }>): string =>
  match(outcome)
    .with({ _tag: "Refused" }, ({ message }) => message || "Это действие сейчас недоступно.")
    .with({ _tag: "Changed" }, () => "Статус заявки только что изменился. Обновите страницу и попробуйте ещё раз.")
    .with({ _tag: "NotFound" }, () => "Заявка не найдена.")
    .with({ _tag: "SignInRequired" }, () => "Сессия истекла. Войдите снова.")
    .with({ _tag: "Unavailable" }, () => "Не удалось связаться с сервером. Попробуйте ещё раз через минуту.")
    .exhaustive();
