import { Link } from "react-router";
import { hrefFor } from "../../core/domain/route/href-for";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { coursesGridQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { useMainData } from "../data/use-main-data";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { CourseGrid } from "../features/content/components/course-card";
import { UploadImage } from "../features/content/components/upload-image";
import { teaserGrid } from "../features/content/teasers";
import type { Route } from "./+types/hsk";

/** /hsk/: page data, the HSK platform block of main data and the HSK preparation courses. */
export async function loader(args: Route.LoaderArgs) {
  const [{ path, page }, courses] = await Promise.all([
    loadPage(args),
    prefetch(args.context, (api) => [coursesGridQuery(api, 1, "hsk")] as const).then((r) => r.data[0]),
  ]);
  return { path, page, courses: teaserGrid(courses).data };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Подготовка к HSK");

export default function Hsk({ loaderData }: Route.ComponentProps) {
  const { page, path, courses } = loaderData;
  const block = useMainData()?.hsk.block_platform ?? null;
  const heading = page.seo?.h1 || "Подготовка к HSK";
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      {block === null ? null : (
        <section className="feature-block" aria-labelledby="hsk-platform">
          <UploadImage className="feature-block__image" image={block.image} alt="" width={380} height={214} />
          <div>
            <h2 id="hsk-platform">{block.title}</h2>
            {block.text ? <p>{block.text}</p> : null}
            {block.link && block.link !== path ? (
              <p>
                <Link className="button button--primary" to={block.link}>
                  Перейти на платформу
                </Link>
              </p>
            ) : null}
          </div>
        </section>
      )}
      {courses.length === 0 ? null : (
        <ContentSection id="hsk-courses" title="Курсы подготовки к HSK">
          <CourseGrid courses={courses} />
        </ContentSection>
      )}
      <p>
        <Link to={hrefFor({ screen: "hsk-info", params: {} })}>Всё об экзамене: уровни, структура, баллы</Link>
      </p>
    </ContentPage>
  );
}
