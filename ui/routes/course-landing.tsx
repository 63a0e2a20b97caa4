import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { type CourseKind, coursesGridQuery, teachersQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { CourseGrid } from "../features/content/components/course-card";
import { TeacherCard } from "../features/content/components/people-cards";
import { notFound } from "../features/content/route-guards";
import { teaserGrid } from "../features/content/teasers";
import type { Route } from "./+types/course-landing";

/** The course landing pages of spec 2: which kind of course each one lists, and whether it presents the teachers. */
const LANDINGS: Readonly<Record<string, { kind: CourseKind; fallback: string; teachers: boolean }>> = {
  "/onlajn-kursy-kitaiskogo-yazyka/": { kind: "online", fallback: "Онлайн-курсы китайского языка", teachers: false },
  "/individualnye-zanyatiya/": { kind: "individual", fallback: "Индивидуальные занятия", teachers: true },
  "/kitajskij-za-3-mesyacza/": { kind: "intensive", fallback: "Китайский за 3 месяца", teachers: false },
  "/yazykovye-kursy/": { kind: "language", fallback: "Языковые курсы", teachers: false },
};

/** Page data, the courses of the page's kind and, for individual lessons, the teachers (spec 2). */
export async function loader(args: Route.LoaderArgs) {
  const landing = LANDINGS[args.url.pathname] ?? notFound();
  const [{ path, page }, courses, teachers] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [coursesGridQuery(api, 1, landing.kind)] as const).then((r) => r.data[0]),
    landing.teachers
      ? prefetch(args.context, (api) => [teachersQuery(api)] as const).then((r) => r.data[0])
      : Promise.resolve([]),
  ]);
  return { path, page, fallback: landing.fallback, courses: teaserGrid(courses).data, teachers };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.page.seo, args.loaderData?.fallback ?? "Курсы китайского языка");

export default function CourseLanding({ loaderData }: Route.ComponentProps) {
  const { page, path, fallback, courses, teachers } = loaderData;
  const heading = page.seo?.h1 || fallback;
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      {courses.length === 0 ? null : (
        <ContentSection id="courses" title={teachers.length > 0 ? "Форматы и цены" : "Курсы и цены"}>
          <CourseGrid courses={courses} />
        </ContentSection>
      )}
      {teachers.length === 0 ? null : (
        <ContentSection id="teachers" title="Преподаватели">
          <ul className="card-grid">
            {teachers.map((teacher) => (
              <li key={teacher.id}>
                <TeacherCard teacher={teacher} />
              </li>
            ))}
          </ul>
        </ContentSection>
      )}
    </ContentPage>
  );
}
