import type { PageSeed } from "../seed-rows.types";
import { companyPage } from "./company-page.data";
import { guaranteesPage } from "./guarantees-page.data";
import { infoPages } from "./info-pages.data";
import { languagePages } from "./language-pages.data";
import { consentPersonalDataPage } from "./legal/consent-personal-data-page.data";
import { personalDataRegulationsPage } from "./legal/personal-data-regulations-page.data";
import { platformRulesPage } from "./legal/platform-rules-page.data";
import { privacyPolicyPage } from "./legal/privacy-policy-page.data";
import { userAgreementPage } from "./legal/user-agreement-page.data";
import { pricePages } from "./price-pages.data";
import { studyPages } from "./study-pages.data";

/** Every page row, in the order they are inserted. */
export const PAGE_SEEDS: readonly PageSeed[] = [
  ...studyPages,
  ...languagePages,
  ...pricePages,
  ...infoPages,
  companyPage,
  guaranteesPage,
  personalDataRegulationsPage,
  consentPersonalDataPage,
  platformRulesPage,
  privacyPolicyPage,
  userAgreementPage,
];
