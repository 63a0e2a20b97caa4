import { match } from "ts-pattern";
import { moscowDateTimeText as moscowTimeText } from "../../../core/domain/admission/moscow-date-time-text";
import { bookingStatusText } from "../../../core/domain/booking/booking-status-text";
import type { ParsedBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import { pluralNoun } from "../../../core/domain/text/russian-plural";
import type { AfterOfferWarning } from "../../../core/domain/timeline/after-offer";
import type { MilestoneStep } from "../../../core/domain/timeline/milestone-step";
import type { StageParty, UsualDays } from "../../../core/domain/timeline/stage-expectation";
import type { TimelineActor, TimelineEntry } from "../../../core/domain/timeline/timeline-entry";

const DAYS = ["день", "дня", "дней"] as const;

/** Whose move it is, as the applicant reads it; nothing when nobody is expected to act. */
export const partyText = (party: StageParty): string | null =>
  match(party)
    .returnType<string | null>()
    .with("applicant", () => "Ждём вас")
    .with("agency", () => "Ждём нас")
    .with("university", () => "Ждём университет")
    .with("nobody", () => null)
    .exhaustive();

/** «обычно 1–3 дня», «обычно 14–60 дней», «обычно 3 дня». */
export const usualDaysText = ({ min, max }: UsualDays): string =>
  `обычно ${min === max ? "" : `${min}–`}${max} ${pluralNoun(max, DAYS)}`;

/** «41 день», «3 дня». */
export const daysText = (days: number): string => `${days} ${pluralNoun(days, DAYS)}`;

export const actorText = (actor: TimelineActor): string =>
  match(actor)
    .with("applicant", () => "Вы")
    .with("staff", () => "Шуюань")
    .with("system", () => "Система")
    .exhaustive();

/** «20 ноября 2026, 12:00 мск»: an instant on Moscow's clock, as the rest of the application page writes it. */
export const moscowDateTimeText = (instant: Date): string => moscowTimeText(instant.toISOString()) ?? "";

/** «12.03.2027» of "2027-03-12". */
export const calendarDateText = (date: string): string => date.split("-").reverse().join(".");

const statusTitle = (status: ParsedBookingStatus): string => bookingStatusText(status).title;

const DOCUMENT_STAGE_WORDS: Readonly<Record<string, string>> = {
  needed: "нужен",
  translation_ordered: "заказан перевод",
  notarised: "заверен у нотариуса",
  legalised: "легализован (апостиль)",
  uploaded: "загружен",
  accepted: "принят",
};

const documentMoveText = (title: string, from: string | null, to: string): string => {
  if (to === "needed" && from !== null && from !== "needed") return `${title}: отклонён, нужен снова`;
  return `${title}: ${DOCUMENT_STAGE_WORDS[to] ?? "этап изменён"}`;
};

/** What one line of the timeline says happened. */
export const timelineEntryText = (entry: TimelineEntry): string =>
  match(entry)
    .with({ _tag: "StatusChanged", from: null }, ({ to }) => `Заявка создана: «${statusTitle(to)}»`)
    .with({ _tag: "StatusChanged" }, ({ to }) => `Статус: «${statusTitle(to)}»`)
    .with({ _tag: "DocumentMoved" }, ({ document_title, from_stage, to_stage }) =>
      documentMoveText(document_title, from_stage, to_stage),
    )
    .exhaustive();

/** The staff's comment or remark of a line, if any. */
export const timelineEntryNote = (entry: TimelineEntry): string =>
  (entry._tag === "StatusChanged" ? entry.comment : entry.remark).trim();

/** A step's name; the visa step names the visa the plan needs (X1, or X2 for a short course in China). */
export const milestoneStepText = (step: MilestoneStep, visa: "x1" | "x2" = "x1"): string =>
  match(step)
    .with("admission_notice", () => "Уведомление о зачислении")
    .with("jw202", () => "JW202 / JW201")
    .with("x1_visa", () => (visa === "x2" ? "Виза X2" : "Виза X1"))
    .with("arrival", () => "Приезд в Китай")
    .with("registration", () => "Регистрация в университете")
    .with("residence_permit", () => "Вид на жительство")
    .exhaustive();

export const warningText = (warning: AfterOfferWarning): string =>
  match(warning)
    .with(
      { _tag: "ArrivalTooEarly" },
      ({ earliest }) =>
        `Приезд запланирован раньше, чем за две недели до регистрации: приезжать можно не раньше ${calendarDateText(earliest)}.`,
    )
    .with(
      { _tag: "Jw202ExpiredBeforeVisa" },
      ({ valid_until }) =>
        `JW202 действовал до ${calendarDateText(valid_until)} и истёк до получения визы X1: нужен новый JW202.`,
    )
    .with(
      { _tag: "ResidencePermitLate" },
      ({ due }) =>
        `Вид на жительство нужно было получить до ${calendarDateText(due)} — в течение 30 дней после приезда.`,
    )
    .exhaustive();
