import { INSTITUTION_REFS } from "./institution-refs";
import type { NoticeSeed } from "./seed-rows.types";

/** The site-wide notice and one attached to an institution (model notices win over the main one). */
export const NOTICE_SEEDS: readonly NoticeSeed[] = [
  {
    institution: null,
    text: "Открыт приём заявок на 2027/28 учебный год: запишитесь на бесплатную консультацию и успейте подать документы на гранты.",
    link: "/blog/novosti/priyom-zayavok-na-2027-god/",
    level: "info",
    startsDaysAgo: 9,
    endsInDays: 150,
  },
  {
    institution: INSTITUTION_REFS.zhejiang,
    text: "Университет закрывает приём документов на бакалавриат 2027 года раньше обычного — до конца марта. Подайте заявку заранее.",
    link: "/czeny-na-uslugi/china/",
    level: "warning",
    startsDaysAgo: 9,
    endsInDays: 120,
  },
];
