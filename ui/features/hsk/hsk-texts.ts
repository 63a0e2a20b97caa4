import { match } from "ts-pattern";
import type { HskLevel } from "../../../core/domain/hsk/hsk-level";
import type { HskReadiness } from "../../../core/domain/hsk/hsk-readiness";

/** The name of a stated level in the picker. */
export const hskLevelOption = (level: HskLevel): string => (level === 0 ? "Нет сертификата HSK" : `HSK ${level}`);

/** The verdict line; null when there is nothing to say (no requirement). */
export const hskVerdictText = (readiness: HskReadiness): string | null =>
  match(readiness)
    .with({ _tag: "NoRequirement" }, () => null)
    .with({ _tag: "LevelUnknown" }, ({ required }) => `Требуется HSK ${required}`)
    .with({ _tag: "Meets" }, ({ level }) => `Ваш уровень HSK ${level} подходит`)
    .with({ _tag: "Short" }, ({ level, required }) =>
      level === 0
        ? `Нужен HSK ${required} — у вас пока нет сертификата HSK`
        : `Нужен HSK ${required} — ваш уровень HSK ${level}`,
    )
    .exhaustive();
