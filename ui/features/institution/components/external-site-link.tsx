import { siteLink } from "../../../../core/domain/institution-page/site-link";
import { INSTITUTION_TEXTS } from "../institution-texts";

/** The institution's own site, opened in a new tab (said aloud and shown), without passing it our page or rank. */
export function ExternalSiteLink({ site }: { site: string | null }) {
  const link = siteLink(site);
  if (link === null) return <>{INSTITUTION_TEXTS.none}</>;
  return (
    <a href={link.href} target="_blank" rel="noopener nofollow">
      {link.host} <span className="external-link__hint">{INSTITUTION_TEXTS.newTab}</span>
    </a>
  );
}
