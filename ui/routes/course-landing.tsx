import { type ShouldRevalidateFunction, useLocation } from "react-router";
import { loadPage } from "../app/load-page";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { pageMeta } from "../app/route-meta";
import { type CourseKind, coursesGridQuery, teachersQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { CourseGrid } from "../features/content/components/course-card";
import { TeacherCard } from "../features/content/components/people-cards";
import { notFound } from "../features/content/route-guards";
import { teaserGrid } from "../features/content/teasers";
import { coursePriceText } from "../features/content/components/course-card";
import { chosenOrder, ORDER_QUERY, orderHref, orderSubject } from "../features/order-form/order-choice";
import { OrderSection } from "../features/order-form/order-island";
import { promoFormAction } from "../features/promo-form/promo-form.action";
import { PromoSection } from "../features/promo-form/promo-island";
import { requestFormAction } from "../features/request-form/request-form.action";
import { dispatchSiteForms } from "../features/request-form/site-form-dispatch";
import type { Route } from "./+types/course-landing";
// The order and promo forms are islands (ADR 050): the route links their stylesheets for the server's HTML.
import "../features/request-form/request-form.css";
import "../features/promo-form/promo-form.css";

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
    loadDeferredIslands(),
  ]);
  return {
    path,
    page,
    fallback: landing.fallback,
    courses: teaserGrid(courses).data,
    teachers,
    chosen: args.url.searchParams.get(ORDER_QUERY),
    referrer: args.request.headers.get("referer") ?? "",
  };
}

/** A client navigation loads the forms' code beside the data, so the page renders at once (ADR 050). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadDeferredIslands()]);
  return loaded;
}

/** The order (spec 7 simple-form) and the promo form (promo-form), posted with or without JavaScript. */
export const action = dispatchSiteForms({ promoForm: promoFormAction }, requestFormAction);

/** A form sent changes nothing the page shows (each form shows its outcome). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.page.seo, args.loaderData?.fallback ?? "Курсы китайского языка");

export default function CourseLanding({ loaderData }: Route.ComponentProps) {
  const { page, path, fallback, courses, teachers, chosen, referrer } = loaderData;
  const heading = page.seo?.h1 || fallback;
  const choices = courses.map((course) => ({
    key: course.slug,
    subject: orderSubject(`курс «${course.title}»`, coursePriceText(course)),
  }));
  const order = chosenOrder(choices, chosen);
  const { search } = useLocation();
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      {courses.length === 0 ? null : (
        <ContentSection id="courses" title={teachers.length > 0 ? "Форматы и цены" : "Курсы и цены"}>
          <CourseGrid courses={courses} orderHref={(course) => orderHref(course.slug, search)} />
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
      {order === null ? null : (
        <OrderSection
          referrer={referrer}
          title="Заказать курс"
          lead="Выберите курс и оставьте телефон — менеджер перезвонит, подберёт время занятий и расскажет об оплате."
          subject={order.subject}
          options={choices.map((choice) => choice.subject)}
        />
      )}
      <PromoSection referrer={referrer} />
    </ContentPage>
  );
}
