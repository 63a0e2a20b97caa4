import { baseSpecs } from "./base-spec";
import { reference } from "./catalogue-reference";
import type { CatalogueRows } from "./catalogue-rows";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import { type PlannedBase, planEducationBase } from "./education-base-plan";
import type { InstitutionContext } from "./institution-context";
import { taughtIn } from "./language-phrase";
import { baseSpecialties, programSpecialties } from "./specialty-plan";

/** The years one can apply in: the 2026-2027 admission campaign. */
const SUBMISSION_YEARS = [2026, 2027];

/** Appends a program at one level with its education bases to `rows`; returns the bases it planned. */
export const planDegreeProgram = (
  context: InstitutionContext,
  level: ProgramLevelSlug,
  rows: CatalogueRows,
): PlannedBase[] => {
  const { ids, now, morph } = context;
  const id = ids.program();
  const levelRow = reference.level(level);
  const offered = programSpecialties(context, level);
  const specs = baseSpecs(context, level);
  const bases = specs.map((spec, index) =>
    planEducationBase(context, { id, level }, spec, baseSpecialties(context, spec, offered, index === 0), rows),
  );
  const languages = [...new Set(bases.flatMap((base) => base.languages))];
  const titles = offered.map((slug) => reference.specialty(slug).title.toLowerCase());
  const where = `${levelRow.title} в ${morph.prepositional}`;
  const grants = bases.some((base) => base.type !== null);
  rows.degreePrograms.push({
    id,
    institution_id: context.id,
    program_level_id: levelRow.id,
    title: levelRow.title,
    slug: levelRow.slug,
    excerpt: `${where}: обучение ${taughtIn(languages)}`,
    morph: levelRow.morph,
    content:
      `<p>${where}. Направления подготовки: ${level === "podgotovitelnyj" ? "язык и культура страны" : titles.join(", ")}.</p>` +
      (context.lean
        ? ""
        : `<p>Обучение ведётся ${taughtIn(languages)}.${grants ? " Для иностранцев есть гранты и стипендии." : ""}</p>`),
    submission_years: SUBMISSION_YEARS,
    seo: context.lean
      ? { title: `${where}: специальности и стоимость` }
      : {
          title: `${where}: специальности и стоимость`,
          description: `${levelRow.title} для иностранцев: стоимость обучения, сроки приёма и документы.`,
        },
    updated_at: now,
  });
  return bases;
};
