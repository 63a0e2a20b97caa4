import { match } from "ts-pattern";
import type { BookingStartOutcome } from "../../../core/ports/bookings-api.port";

/** The texts of starting a booking from «Подать заявку» (the applications settings page). */
export const BOOKING_START_TEXTS = {
  title: "Новая заявка",
  institution: "Учебное заведение",
  program: "Программа",
  base: "Основа обучения",
  submit: "Подать заявку",
  sending: "Отправляем…",
  lead: "Проверьте выбор и контакты и подайте заявку. Откроется её страница: там список документов, сообщения менеджера и оплата.",
  choose: (institution: string) => `Выберите основу обучения: ${institution}`,
  noBases: "У этого учебного заведения пока нет открытых вариантов обучения.",
  closed: "Сейчас на эту основу обучения заявки не принимаются: нет свободных мест или приём закрыт.",
  missing: "Такой основы обучения нет: возможно, её сняли с публикации.",
  courseMissing: "Такого курса нет: возможно, его сняли с публикации.",
  toCatalogue: "Выбрать в каталоге",
  toCourses: "Все курсы",
  created: (id: number) => `Заявка № ${id} подана.`,
  contactsLegend: "Как с вами связаться",
  name: "Имя и фамилия студента",
  phone: "Телефон",
  email: "Электронная почта",
  intake: "Набор",
  intakeNone: "Решу позже",
  course: "Курс",
  format: "Формат",
  price: "Стоимость",
  courseSubmit: "Записаться на курс",
  courseStart: "Когда хотите начать",
  courseStartNone: "Обсужу с менеджером",
  courseLead:
    "Проверьте курс и контакты и запишитесь. Откроется страница заявки: там сообщения менеджера, документы, если они нужны, и оплата.",
  contactsHint: "Менеджер напишет и позвонит по этим контактам. По умолчанию — из вашего профиля.",
} as const;

/** What a refused start tells the user. */
export const bookingStartFailureText = (
  outcome: Exclude<BookingStartOutcome, { _tag: "Created" }>,
  forCourse = false,
): string =>
  match(outcome)
    .with({ _tag: "AlreadyOpen" }, () =>
      forCourse
        ? "У вас уже есть открытая заявка на этот курс — она в списке ниже."
        : "У вас уже есть открытая заявка на эту программу — она в списке ниже.",
    )
    .with({ _tag: "NotFound" }, () => (forCourse ? BOOKING_START_TEXTS.courseMissing : BOOKING_START_TEXTS.missing))
    .with({ _tag: "Invalid" }, () => "Проверьте поля формы: в них есть ошибки.")
    .with({ _tag: "SignInRequired" }, () => "Сессия истекла. Войдите снова, чтобы подать заявку.")
    .with({ _tag: "Unavailable" }, () => "Не удалось подать заявку. Попробуйте ещё раз через минуту.")
    .exhaustive();
