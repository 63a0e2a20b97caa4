import { Link } from "react-router";
import { match } from "ts-pattern";
import type { Application } from "../../../core/domain/catalogue/application";
import { degreeProgramHref, institutionHref } from "../../../core/domain/compare/compare-links";
import { educationBaseHref } from "../../../core/domain/institution-page/education-base-href";
import { hrefFor } from "../../../core/domain/route/href-for";
import { COURSE_KIND_TITLES } from "./course-kind-texts";

type Fact = { readonly term: string; readonly title: string; readonly href: string | null };

const courseHref = (slug: string) => hrefFor({ screen: "course", params: { slug } });

/** The application's heading: the institution applied to, or the course. */
export const applicationHeading = (booking: Application): { readonly title: string; readonly href: string } =>
  match(booking)
    .with({ target: "course" }, ({ course }) => ({ title: course.title, href: courseHref(course.slug) }))
    .with({ target: "education_base" }, { target: "degree_program" }, ({ institution }) => ({
      title: institution.title.ru,
      href: institutionHref(institution),
    }))
    .exhaustive();

/** What the intake of an application is called: the admission wave applied for, or a course's desired start. */
export const intakeTerm = (booking: Application): string => (booking.target === "course" ? "Желаемый старт" : "Набор");

/**
 * What a booking applies for, as facts: a degree program's booking is «Программа: Бакалавриат»; a base's is the
 * program and «Основа обучения: …» (the base's own title), never a program under the base's label; a course's is the
 * course and its format.
 */
export const applicationTargetFacts = (booking: Application): readonly Fact[] =>
  match(booking)
    .returnType<readonly Fact[]>()
    .with({ target: "course" }, ({ course }) => [
      { term: "Курс", title: course.title, href: courseHref(course.slug) },
      { term: "Формат", title: COURSE_KIND_TITLES[course.kind], href: null },
    ])
    .with({ target: "degree_program" }, ({ institution, degree_program }) => [
      { term: "Программа", title: degree_program.title, href: degreeProgramHref(institution, degree_program.slug) },
    ])
    .with({ target: "education_base" }, ({ institution, degree_program, education_base }) => [
      { term: "Программа", title: degree_program.title, href: degreeProgramHref(institution, degree_program.slug) },
      {
        term: "Основа обучения",
        title: education_base.title,
        href: educationBaseHref(institution, education_base.slug),
      },
    ])
    .exhaustive();

/** The facts of what a booking applies for, each linking its page. */
export function ApplicationTarget({ booking }: { booking: Application }) {
  return (
    <>
      {applicationTargetFacts(booking).map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.href === null ? fact.title : <Link to={fact.href}>{fact.title}</Link>}</dd>
        </div>
      ))}
    </>
  );
}
