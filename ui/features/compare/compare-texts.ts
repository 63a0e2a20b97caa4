import { match } from "ts-pattern";
import type { CompareFacts } from "../../../core/domain/compare/compare-facts";
import type { ShortlistKind } from "../../../core/domain/compare/shortlist-item";
import type { HskRequirement } from "../../../core/domain/hsk/hsk-requirement";
import type { ShortlistNotice } from "./use-shortlist";

/** The Russian texts of the comparison table's cells. */

export const rankText = ({ world, country }: CompareFacts["rank"]): string => {
  const parts = [world === null ? null : `№ ${world} в мире`, country === null ? null : `№ ${country} в стране`];
  const known = parts.filter((part) => part !== null);
  return known.length === 0 ? "Нет в рейтингах" : known.join(", ");
};

export const grantsText = ({ grants, scholarships }: CompareFacts["grantKinds"]): string => {
  if (grants && scholarships) return "Гранты и стипендии";
  if (grants) return "Гранты";
  if (scholarships) return "Стипендии";
  return "Нет";
};

export const languagesText = (languages: readonly string[]): string =>
  languages.length === 0 ? "Не указаны" : languages.join(", ");

export const admissionText = (milestone: CompareFacts["nextAdmission"]): string =>
  milestone === null
    ? "Сроки не объявлены"
    : match(milestone._tag)
        .with("Closes", () => `Приём до ${milestone.date}`)
        .with("Opens", () => `Приём с ${milestone.date}`)
        .exhaustive();

export const hskRequirementText = (hsk: HskRequirement | null): string =>
  hsk === null ? "Не указан" : hsk.min === hsk.max ? `HSK ${hsk.min}` : `HSK ${hsk.min}–${hsk.max}`;

const KIND_FULL: Readonly<Record<ShortlistKind, string>> = {
  institution: "В сравнении уже 4 учебных заведения: уберите одно, чтобы добавить другое.",
  degree_program: "В сравнении уже 4 программы: уберите одну, чтобы добавить другую.",
};

export const noticeText = (notice: ShortlistNotice): string =>
  match(notice)
    .with({ _tag: "KindFull" }, ({ kind }) => KIND_FULL[kind])
    .with({ _tag: "SaveFailed" }, () => "Не удалось сохранить список сравнения. Попробуйте ещё раз.")
    .exhaustive();
