import { match } from "ts-pattern";
import type { CourseStart } from "../../../core/domain/course-application/course-start";

const MONTHS = [
  "Январь",
  "Февраль",
  "Март",
  "Апрель",
  "Май",
  "Июнь",
  "Июль",
  "Август",
  "Сентябрь",
  "Октябрь",
  "Ноябрь",
  "Декабрь",
] as const;

/** A course start as the form offers it and the application keeps it («Январь 2027», «Весенний семестр 2027 (март)»). */
export const courseStartText = (start: CourseStart): string =>
  match(start)
    .with({ _tag: "Soon" }, () => "Как можно скорее")
    .with({ _tag: "Month" }, ({ year, month }) => `${MONTHS[month - 1] ?? ""} ${year}`)
    .with({ _tag: "Semester", season: "spring" }, ({ year }) => `Весенний семестр ${year} (март)`)
    .with({ _tag: "Semester", season: "autumn" }, ({ year }) => `Осенний семестр ${year} (сентябрь)`)
    .exhaustive();
