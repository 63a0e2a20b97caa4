import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { useApi } from "../app/services";
import { certificatesGridQuery, diplomasGridQuery, teamGridQuery } from "../data/content.queries";
import { prefetch } from "../data/prefetch";
import { ContentPage, ContentSection } from "../features/content/components/content-page";
import { PagedList } from "../features/content/components/paged-list";
import { CertificateCard, DiplomaCard, TeamCard } from "../features/content/components/people-cards";
import { ensurePageExists, listPageHref, notFound, pageParam } from "../features/content/route-guards";
import type { Route } from "./+types/about-company";

/**
 * /o-kompanii/: page data, the team (page 1, 9 per page), and the company's certificates and its clients'
 * diplomas, 9 per page each (spec 7, 9), paged by ?certificates= and ?diplomas=.
 */
export async function loader(args: Route.LoaderArgs) {
  const certificatesPage = pageParam(args.url, "certificates");
  const diplomasPage = pageParam(args.url, "diplomas");
  const [{ path, page }, { data }] = await Promise.all([
    loadPage(args),
    prefetch(
      args.context,
      (api) =>
        [
          teamGridQuery(api),
          certificatesGridQuery(api, certificatesPage),
          diplomasGridQuery(api, diplomasPage),
        ] as const,
    ),
  ]);
  const [team, certificates, diplomas] = data;
  if (page.seo === null && page.description === "") return notFound();
  ensurePageExists(certificatesPage, certificates.last_page);
  ensurePageExists(diplomasPage, diplomas.last_page);
  return { path, page, team: team.data, certificates, certificatesPage, diplomas, diplomasPage };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "О компании");

export default function AboutCompany({ loaderData }: Route.ComponentProps) {
  const { page, path, team, certificates, certificatesPage, diplomas, diplomasPage } = loaderData;
  const api = useApi();
  const client = useQueryClient();
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, "http://site.local");
  const heading = page.seo?.h1 || "О компании";
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={page.description}>
      {team.length === 0 ? null : (
        <ContentSection id="team" title="Команда">
          <ul className="card-grid">
            {team.map((member) => (
              <li key={member.id}>
                <TeamCard member={member} />
              </li>
            ))}
          </ul>
        </ContentSection>
      )}
      {certificates.total === 0 ? null : (
        <ContentSection id="certificates" title="Сертификаты и лицензии">
          <PagedList
            grid={certificates}
            page={certificatesPage}
            hrefOf={(n) => listPageHref(url, "certificates", n, "certificates")}
            fetchPage={(n) => client.fetchQuery(certificatesGridQuery(api, n))}
            keyOf={(certificate) => certificate.id}
            render={(certificate) => <CertificateCard certificate={certificate} />}
            label="Страницы сертификатов"
            className="card-grid card-grid--scans"
          />
        </ContentSection>
      )}
      {diplomas.total === 0 ? null : (
        <ContentSection id="diplomas" title="Дипломы наших выпускников">
          <PagedList
            grid={diplomas}
            page={diplomasPage}
            hrefOf={(n) => listPageHref(url, "diplomas", n, "diplomas")}
            fetchPage={(n) => client.fetchQuery(diplomasGridQuery(api, n))}
            keyOf={(diploma) => diploma.id}
            render={(diploma) => <DiplomaCard diploma={diploma} />}
            label="Страницы дипломов"
            className="card-grid card-grid--scans"
          />
        </ContentSection>
      )}
    </ContentPage>
  );
}
