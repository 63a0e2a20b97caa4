import type { ReactNode } from "react";
import type { BreadcrumbItem } from "../../../../core/domain/breadcrumbs/breadcrumb-item";
import { Breadcrumbs } from "../../../components/breadcrumbs";
import { HtmlContent } from "../../../components/html-content";
import "../../../styles/content.css";

type Props = {
  readonly crumbs: readonly BreadcrumbItem[];
  readonly heading: string;
  /** Editorial HTML shown under the heading (the page data's description); nothing when empty. */
  readonly intro?: string;
  readonly children?: ReactNode;
};

/** The frame of a content page: breadcrumbs, the one h1, the page's editorial text, then its sections. */
export function ContentPage({ crumbs, heading, intro = "", children }: Props) {
  return (
    <main id="main" className="container page content-page">
      <Breadcrumbs items={crumbs} />
      <h1>{heading}</h1>
      {intro === "" ? null : <HtmlContent html={intro} className="prose content-page__intro" />}
      {children}
    </main>
  );
}

/** A titled block of a content page; the heading names the region for screen readers. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
