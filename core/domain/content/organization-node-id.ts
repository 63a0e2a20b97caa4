import { absoluteUrl } from "../breadcrumbs/absolute-url";

/**
 * The `@id` of the company's schema.org node: every page that describes the company (home, contacts, reviews) names
 * the same node, so that search engines join what each page says about it.
 */
export const organizationNodeId = (origin: string): string => absoluteUrl(origin, "/#organization");
