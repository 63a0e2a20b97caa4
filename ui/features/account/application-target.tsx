import { Link } from "react-router";
import { match } from "ts-pattern";
import type { Application } from "../../../core/domain/catalogue/application";
import { degreeProgramHref } from "../../../core/domain/compare/compare-links";
import { educationBaseHref } from "../../../core/domain/institution-page/education-base-href";

type Fact = { readonly term: string; readonly title: string; readonly href: string };

/**
 * What a booking applies for, as facts: a degree program's booking is «Программа: Бакалавриат»; a base's is the
 * program and «Основа обучения: …» (the base's own title), never a program under the base's label.
 */
export const applicationTargetFacts = (booking: Application): readonly Fact[] => {
  const program: Fact = {
    term: "Программа",
    title: booking.degree_program.title,
    href: degreeProgramHref(booking.institution, booking.degree_program.slug),
  };
  return match(booking.target)
    .with("degree_program", () => [program])
    .with("education_base", () => [
      program,
      {
        term: "Основа обучения",
        title: booking.education_base.title,
        href: educationBaseHref(booking.institution, booking.education_base.slug),
      },
    ])
    .exhaustive();
};

/** The facts of what a booking applies for, each linking its page. */
export function ApplicationTarget({ booking }: { booking: Application }) {
  return (
    <>
      {applicationTargetFacts(booking).map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>
            <Link to={fact.href}>{fact.title}</Link>
          </dd>
        </div>
      ))}
    </>
  );
}
