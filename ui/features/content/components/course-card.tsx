import { AppLink } from "../../../components/app-link";
import type { Course } from "../../../../core/domain/content/course";
import { priceText } from "../../../../core/domain/price/price-text";
import { hrefFor } from "../../../../core/domain/route/href-for";
import { countText } from "../../../../core/domain/text/count-text";
import { LESSON_FORMS } from "../../../../core/domain/text/counted-nouns";
import type { Teaser } from "../teasers";
import { UploadImage } from "./upload-image";

/** The price line of a course: the spec's price text in roubles. */
export const coursePriceText = (course: Pick<Course, "price">): string =>
  priceText({ min: course.price, max: course.price }, "RUB");

/** What a course is in numbers: duration, lessons and price (on its card and on its page). */
export function CourseFacts({ course, large = false }: { course: Teaser<Course>; large?: boolean }) {
  return (
    <dl className={large ? "facts facts--large" : "facts"}>
      {course.duration ? (
        <div>
          <dt>Длительность</dt>
          <dd>{course.duration}</dd>
        </div>
      ) : null}
      {course.lessons_count ? (
        <div>
          <dt>Занятий</dt>
          <dd>{countText(course.lessons_count, LESSON_FORMS)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Стоимость</dt>
        <dd className="price">{coursePriceText(course)}</dd>
      </div>
    </dl>
  );
}

/** A course in a grid: cover, title linking to its page, what it is, how long, how much. */
export function CourseCard({
  course,
  headingLevel = 3,
  orderHref,
}: {
  course: Teaser<Course>;
  headingLevel?: 2 | 3;
  /** Where «Заказать» leads (the page's order form with this course chosen); no link when absent. */
  orderHref?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card">
      <UploadImage className="card__image" image={course.cover} alt="" width={380} height={214} ratio="16:9" />
      <Heading className="card__title">
        <AppLink to={hrefFor({ screen: "course", params: { slug: course.slug } })}>{course.title}</AppLink>
      </Heading>
      {course.excerpt ? <p className="card__text">{course.excerpt}</p> : null}
      <CourseFacts course={course} />
      {orderHref === undefined ? null : (
        <p className="card__action">
          <a href={orderHref} aria-label={`Заказать: ${course.title}`}>
            Заказать
          </a>
        </p>
      )}
    </article>
  );
}

/** Courses as a grid of cards; nothing when there are none. */
export function CourseGrid({
  courses,
  headingLevel = 3,
  orderHref,
}: {
  courses: readonly Teaser<Course>[];
  headingLevel?: 2 | 3;
  /** The «Заказать» link of each card (the page's order form with that course chosen). */
  orderHref?: (course: Teaser<Course>) => string;
}) {
  if (courses.length === 0) return null;
  return (
    <ul className="card-grid">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} headingLevel={headingLevel} orderHref={orderHref?.(course)} />
        </li>
      ))}
    </ul>
  );
}
