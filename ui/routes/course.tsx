import { Link, redirect, type ShouldRevalidateFunction } from "react-router";
import { courseJsonLd } from "../../core/domain/content/course-json-ld";
import { applyHref } from "../../core/domain/institution-page/apply-href";
import { hrefFor } from "../../core/domain/route/href-for";
import { SITE_NAME } from "../app/page-seo";
import { pageMeta } from "../app/route-meta";
import { HtmlContent } from "../components/html-content";
import { JsonLd } from "../components/json-ld";
import { courseQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { useSiteSettings } from "../data/use-main-data";
import { ContentPage } from "../features/content/components/content-page";
import { CourseFacts } from "../features/content/components/course-card";
import { UploadImage } from "../features/content/components/upload-image";
import { ApplyLink } from "../features/institution/components/apply-link";
import { notFound, screenParams } from "../features/content/route-guards";
import { loadDeferredIslands } from "../components/deferred-island-registry";
import { coursePriceText } from "../features/content/components/course-card";
import { orderSubject } from "../features/order-form/order-choice";
import { OrderSection } from "../features/order-form/order-island";
import { requestFormAction } from "../features/request-form/request-form.action";
import type { Route } from "./+types/course";
// The order form is an island (ADR 050): the route links its stylesheet, so the server's HTML has it.
import "../features/request-form/request-form.css";

/** What the log-in dialog of «Записаться на курс» says first (an anonymous visitor logs in, then lands on the form). */
const COURSE_APPLY_LOGIN_INTRO =
  "Чтобы записаться на курс, войдите или зарегистрируйтесь — заявка откроется сразу после входа.";

/** The course's own SEO block makes the page's meta: no page data is loaded for it. */
export const handle = { fetchPageData: false };

/** /courses/{slug}/: the course (404 when the API has none by that slug). */
export async function loader({ url, context, request }: Route.LoaderArgs) {
  const { slug } = screenParams(url, "course");
  const [
    {
      data: [course],
    },
  ] = await Promise.all([prefetch(context, (api) => [courseQuery(api, slug)] as const), loadDeferredIslands()]);
  if (course === null) return notFound();
  // the API also finds a course by id: its page has one address, the slug one
  if (course.slug !== slug) throw redirect(hrefFor({ screen: "course", params: { slug: course.slug } }), 301);
  return { path: url.pathname, course, referrer: request.headers.get("referer") ?? "" };
}

/** A client navigation to a course loads the order form's code beside the data (ADR 050). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), loadDeferredIslands()]);
  return loaded;
}

/** The course's order (spec 7 simple-form, issue 16), posted with or without JavaScript. */
export const action = (args: Route.ActionArgs) => requestFormAction(args);

/** An order changes nothing the page shows (the form shows its outcome). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.course.seo, args.loaderData?.course.title ?? "Курс");

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, path, referrer } = loaderData;
  const origin = useSiteSettings()?.origin ?? "";
  const courses = hrefFor({ screen: "courses", params: {} });
  const heading = course.seo?.h1 || course.title;
  return (
    <ContentPage
      crumbs={[
        { name: "Курсы", to: courses },
        { name: course.title, to: path },
      ]}
      heading={heading}
    >
      <JsonLd data={courseJsonLd(course, { origin, siteName: SITE_NAME, path })} />
      <div className="entity-head">
        <UploadImage
          className="entity-head__image"
          image={course.cover}
          alt=""
          width={640}
          height={360}
          sizes="(min-width: 768px) 640px, 100vw"
          ratio="16:9"
          priority
        />
        <div>
          {course.excerpt ? <p className="lead">{course.excerpt}</p> : null}
          <CourseFacts course={course} large />
          <p className="entity-head__action">
            <ApplyLink
              className="button button--primary"
              to={applyHref({ courseId: course.id })}
              loginIntro={COURSE_APPLY_LOGIN_INTRO}
            >
              Записаться на курс
            </ApplyLink>
          </p>
        </div>
      </div>
      <HtmlContent html={course.content} />
      <OrderSection
        referrer={referrer}
        title="Заказать курс"
        lead="Без регистрации: оставьте телефон, и менеджер перезвонит, подберёт группу и расскажет об оплате."
        subject={orderSubject(`курс «${course.title}»`, coursePriceText(course))}
        options={[]}
      />
      <p>
        <Link to={courses}>Все курсы</Link>
      </p>
    </ContentPage>
  );
}
