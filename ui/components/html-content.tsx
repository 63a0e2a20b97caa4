/**
 * Rich text written by the site's editors (page descriptions, articles) from the content tables, which have no
 * public write path. User-written text (comments, reviews) is always rendered as escaped text, never through this.
 */
export function HtmlContent({ html, className = "prose" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
