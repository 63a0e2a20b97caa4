import { absoluteUrl } from "../../../core/domain/breadcrumbs/absolute-url";
import { organizationNodeId } from "../../../core/domain/content/organization-node-id";
import { telHref } from "../../../core/domain/contacts/tel-href";
import type { Contacts } from "../../../core/domain/main-data/contacts";
import { hrefFor } from "../../../core/domain/route/href-for";
import { emailAddress } from "./email-address";
import { httpsLink } from "./maps-embed";

type Site = { readonly origin: string; readonly name: string };

const present = (text: string): string | null => (text.trim() === "" ? null : text.trim());

/**
 * schema.org data of the company from its contacts: an Organization (home page) or a LocalBusiness (contacts page,
 * with the route link as its map). Empty contact fields are left out rather than sent blank.
 */
export const organizationJsonLd = (
  { origin, name }: Site,
  contacts: Contacts,
  type: "Organization" | "LocalBusiness" = "Organization",
) => {
  const address = present(contacts.address);
  const zip = present(contacts.zip_code);
  const mail = emailAddress(contacts.main_email);
  const phone = present(contacts.contact_center);
  const care = emailAddress(contacts.user_care_department);
  const map = type === "LocalBusiness" ? httpsLink(contacts.maps_route_link) : null;
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": organizationNodeId(origin),
    name,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/favicon.svg"),
    ...(mail === null ? {} : { email: mail }),
    ...(phone === null || telHref(phone) === null ? {} : { telephone: phone }),
    ...(address === null
      ? {}
      : {
          address: { "@type": "PostalAddress", streetAddress: address, ...(zip === null ? {} : { postalCode: zip }) },
        }),
    ...(care === null
      ? {}
      : { contactPoint: [{ "@type": "ContactPoint", contactType: "customer service", email: care }] }),
    ...(map === null ? {} : { hasMap: map }),
  };
};

/** schema.org WebSite of the portal, searchable through the catalogue's title filter. */
export const webSiteJsonLd = ({ origin, name }: Site) => ({
  "@context": "https://schema.org",
  "@type": "WebSite",
  name,
  url: absoluteUrl(origin, "/"),
  inLanguage: "ru-RU",
  publisher: { "@id": organizationNodeId(origin) },
  potentialAction: {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${absoluteUrl(origin, hrefFor({ screen: "institutions-listing", params: { type: "catalog" } }))}?title={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  },
});
