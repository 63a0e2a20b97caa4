import { Result } from "effect";
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { applicantSubmitCommand } from "../../core/application/bookings/applicant-submit-command";
import type { BookingMover } from "../../core/application/bookings/booking-mover";
import { type CreateBookingError, createBooking } from "../../core/application/bookings/create-booking";
import { listApplications } from "../../core/application/bookings/list-applications";
import {
  type BookingCommandOf,
  type MoveBookingError,
  moveBooking,
} from "../../core/application/bookings/move-booking";
import type { BookingActor } from "../../core/domain/booking/booking-actor";
import type { BookingCommand } from "../../core/domain/booking/booking-command";
import { bookingStatusText } from "../../core/domain/booking/booking-status-text";
import type { BookingRepository } from "../../core/ports/booking-repository.port";
import type { ApplicantNotifier } from "../../core/ports/applicant-notifier.port";
import type { BookingGates, BookingRemarks } from "../../core/ports/booking-gates.port";
import type { UserRepository } from "../../core/ports/user-repository.port";
import { viewBooking } from "../../core/application/bookings/view-booking";
import type { Clock } from "../../core/ports/clock.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";
import { mountRoute } from "../http/contract-route";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { BOOKING_REQUEST_MESSAGES, BOOKINGS_ROUTES } from "../../adapters/http/contract/bookings.contract";

export type BookingsDeps = Readonly<{
  clock: Clock;
  bookings: BookingRepository;
  users: Pick<UserRepository, "findById">;
  gates: BookingGates;
  notifier: ApplicantNotifier;
  remarks: BookingRemarks;
  /** Sets up a new booking's document checklist (ADR 052). */
  afterCreate?: (booking_id: number) => Promise<void>;
}>;

/** Russian messages of the booking calls. */
export const BOOKING_MESSAGES = {
  notFound: "Заявка не найдена.",
  baseNotFound: "Основа обучения не найдена.",
  programNotFound: "Программа обучения не найдена.",
  duplicate: "У вас уже есть активная заявка на эту программу обучения.",
  courseNotFound: "Курс не найден.",
  courseDuplicate: "У вас уже есть активная заявка на этот курс.",
  command: BOOKING_REQUEST_MESSAGES.command,
  finalState: "Заявка завершена или отменена: её статус больше не меняется.",
  notAllowed: (title: string) => `Это действие недоступно для заявки в статусе «${title}».`,
  staffOnly: "Это действие выполняет сотрудник.",
  applicantOnly: "Это действие выполняет заявитель.",
  unreadable: "Статус заявки не распознан: действие недоступно.",
  changed: "Статус заявки изменился. Обновите страницу и попробуйте ещё раз.",
  staffRequired: "Доступно только сотрудникам.",
  tooLarge: "Слишком большой запрос.",
  documentsMissing: (titles: readonly string[]) =>
    `Чтобы отправить заявку, загрузите обязательные документы: ${titles.join(", ")}.`,
  remarkRequired: "Напишите заявителю, что нужно сделать: это действие выполняется с замечанием.",
  noDueLine: "Сначала добавьте в расчёты заявки сумму к оплате для этого этапа.",
} as const;

/** The booking id of the path; anything that cannot be an id names no booking (404, like someone else's). */
const bookingIdOf = (c: Context<AppEnv>): number | null => {
  const params = parseWith(BOOKINGS_ROUTES.submitBooking.request.params, c.req.param());
  return params.ok ? params.value.id : null;
};

const NO_STORE = { "Cache-Control": "no-store" };

const createFailure = (c: Context<AppEnv>, error: CreateBookingError) =>
  match(error)
    .with({ _tag: "TargetNotFound", target: { _tag: "EducationBase" } }, () =>
      apiError(c, 404, BOOKING_MESSAGES.baseNotFound),
    )
    .with({ _tag: "TargetNotFound", target: { _tag: "DegreeProgram" } }, () =>
      apiError(c, 404, BOOKING_MESSAGES.programNotFound),
    )
    .with({ _tag: "TargetNotFound", target: { _tag: "Course" } }, () =>
      apiError(c, 404, BOOKING_MESSAGES.courseNotFound),
    )
    .with({ _tag: "DuplicateBooking", target: { _tag: "Course" } }, () =>
      apiError(c, 409, BOOKING_MESSAGES.courseDuplicate),
    )
    .with({ _tag: "DuplicateBooking" }, () => apiError(c, 409, BOOKING_MESSAGES.duplicate))
    .exhaustive();

const refusal = (c: Context<AppEnv>, message: string) => apiError(c, 422, message, { command: [message] });

const moveFailure = (c: Context<AppEnv>, error: MoveBookingError) =>
  match(error)
    .with({ _tag: "BookingNotFound" }, () => apiError(c, 404, BOOKING_MESSAGES.notFound))
    .with({ _tag: "FinalState" }, () => refusal(c, BOOKING_MESSAGES.finalState))
    .with({ _tag: "NotAllowed" }, ({ status }) =>
      refusal(c, BOOKING_MESSAGES.notAllowed(bookingStatusText({ _tag: "Known", key: status }).title)),
    )
    .with({ _tag: "Forbidden" }, ({ allowed }) =>
      apiError(c, 403, allowed.includes("staff") ? BOOKING_MESSAGES.staffOnly : BOOKING_MESSAGES.applicantOnly),
    )
    .with({ _tag: "UnreadableBookingState" }, () => refusal(c, BOOKING_MESSAGES.unreadable))
    .with({ _tag: "BookingChanged" }, () => apiError(c, 409, BOOKING_MESSAGES.changed))
    .with({ _tag: "DocumentsMissing" }, ({ titles }) => refusal(c, BOOKING_MESSAGES.documentsMissing(titles)))
    .with({ _tag: "RemarkRequired" }, () =>
      apiError(c, 422, BOOKING_MESSAGES.remarkRequired, { remark: [BOOKING_MESSAGES.remarkRequired] }),
    )
    .with({ _tag: "NoDueLine" }, () => refusal(c, BOOKING_MESSAGES.noDueLine))
    .exhaustive();

/**
 * The applicant's bookings (spec 7 "Bookings and forms", /api/ru/v1): create, submit, cancel, any other move of the
 * status machine open to the applicant, the grouped list; and the staff's moves for the staff console.
 */
export function bookingsRoutes(deps: BookingsDeps) {
  const limit = bodyLimit({ maxSize: 4 * 1024, onError: (c) => apiError(c, 413, BOOKING_MESSAGES.tooLarge) });
  const app = new Hono<AppEnv>();

  const move = async (
    c: Context<AppEnv>,
    actor: BookingActor,
    command: BookingCommand | BookingCommandOf,
    remark = "",
  ) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    if (actor === "staff" && auth.viewer.role === "user") return apiError(c, 403, BOOKING_MESSAGES.staffRequired);
    const id = bookingIdOf(c);
    if (id === null) return apiError(c, 404, BOOKING_MESSAGES.notFound);
    const mover: BookingMover = { actor, user_id: auth.viewer.userId };
    const moved = await runUseCase(moveBooking(deps, mover, id, command, deps.clock.now(), remark));
    return Result.isSuccess(moved) ? c.json(moved.success, 200, NO_STORE) : moveFailure(c, moved.failure);
  };

  const moveByBody = async (c: Context<AppEnv>, actor: BookingActor) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    if (actor === "staff" && auth.viewer.role === "user") return apiError(c, 403, BOOKING_MESSAGES.staffRequired);
    const body = parseWith(BOOKINGS_ROUTES.moveBooking.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    return move(c, actor, body.value.command, body.value.remark ?? "");
  };

  mountRoute(app, BOOKINGS_ROUTES.applicationsList, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const data = await listApplications(deps, auth.viewer.userId);
    return c.json({ data }, 200, NO_STORE);
  });

  mountRoute(app, BOOKINGS_ROUTES.booking, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const id = bookingIdOf(c);
    const viewer = auth.viewer.role === "user" ? { actor: "user" as const, user_id: auth.viewer.userId } : null;
    const found =
      id === null ? null : await viewBooking(deps, viewer ?? { actor: "staff", user_id: auth.viewer.userId }, id);
    return found === null ? apiError(c, 404, BOOKING_MESSAGES.notFound) : c.json(found, 200, NO_STORE);
  });

  mountRoute(app, BOOKINGS_ROUTES.createBooking, limit, async (c) => {
    const auth = requireViewer(c);
    if ("response" in auth) return auth.response;
    const body = parseWith(BOOKINGS_ROUTES.createBooking.request.body, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const created = await runUseCase(createBooking(deps, auth.viewer.userId, body.value, deps.clock.now()));
    return Result.isSuccess(created) ? c.json(created.success, 201, NO_STORE) : createFailure(c, created.failure);
  });

  mountRoute(app, BOOKINGS_ROUTES.submitBooking, (c) => move(c, "user", applicantSubmitCommand));
  mountRoute(app, BOOKINGS_ROUTES.cancelBooking, (c) => move(c, "user", "request_cancellation"));
  mountRoute(app, BOOKINGS_ROUTES.moveBooking, limit, (c) => moveByBody(c, "user"));
  mountRoute(app, BOOKINGS_ROUTES.staffMoveBooking, limit, (c) => moveByBody(c, "staff"));

  return app;
}
