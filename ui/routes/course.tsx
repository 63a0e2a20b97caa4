import { Link, redirect } from "react-router";
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
import type { Route } from "./+types/course";

/** What the log-in dialog of «Записаться на курс» says first (an anonymous visitor logs in, then lands on the form). */
const COURSE_APPLY_LOGIN_INTRO =
  "Чтобы записаться на курс, войдите или зарегистрируйтесь — заявка откроется сразу после входа.";

/** The course's own SEO block makes the page's meta: no page data is loaded for it. */
export const handle = { fetchPageData: false };

/** /courses/{slug}/: the course (404 when the API has none by that slug). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { slug } = screenParams(url, "course");
  const {
    data: [course],
  } = await prefetch(context, (api) => [courseQuery(api, slug)] as const);
  if (course === null) return notFound();
  // the API also finds a course by id: its page has one address, the slug one
  if (course.slug !== slug) throw redirect(hrefFor({ screen: "course", params: { slug: course.slug } }), 301);
  return { path: url.pathname, course };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.course.seo, args.loaderData?.course.title ?? "Курс");

export default function CoursePage({ loaderData }: Route.ComponentProps) {
  const { course, path } = loaderData;
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
      <p>
        <Link to={courses}>Все курсы</Link>
      </p>
    </ContentPage>
  );
}
