import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** An information page rendered from its page data; several paths share the module under their own ids. */
const info = (path: string, id: string) => route(path, "routes/info-page.tsx", { id });

/**
 * The route table of spec 2. React Router matches with or without the trailing slash; strictness (301 to the
 * slash form, 404 for anything else) is enforced before rendering by server/http/strict-paths.ts with the core's
 * resolvePath, and page modules re-check their params.
 */
export default [
  index("routes/home.tsx"),
  route("o-kompanii", "routes/about-company.tsx", { id: "about-company" }),
  info("guarantees", "guarantees"),
  info("personal-data-regulations", "personal-data-regulations"),
  info("consent-personal-data", "consent-personal-data"),
  info("platform-rules", "platform-rules"),
  info("privacy-policy", "privacy-policy"),
  info("user-agreement", "user-agreement"),
  route("payment/success", "routes/payment-outcome.tsx", { id: "payment-success" }),
  route("payment/fail", "routes/payment-outcome.tsx", { id: "payment-fail" }),
  info("ch", "ch"),
  route("hsk/info-o-hsk", "routes/hsk-info.tsx", { id: "hsk-info" }),
  route("quiz/:slug?", "routes/quiz.tsx", { id: "quiz" }),
  route("hsk", "routes/hsk.tsx", { id: "hsk" }),
  route("onlajn-kursy-kitaiskogo-yazyka", "routes/course-landing.tsx", { id: "online-chinese-courses" }),
  route("individualnye-zanyatiya", "routes/course-landing.tsx", { id: "individual-lessons" }),
  route("kitajskij-za-3-mesyacza", "routes/course-landing.tsx", { id: "chinese-in-3-months" }),
  route("yazykovye-kursy", "routes/course-landing.tsx", { id: "language-courses" }),
  route("courses", "routes/courses.tsx", { id: "courses" }),
  route("courses/:slug", "routes/course.tsx", { id: "course" }),
  route("czeny-na-uslugi", "routes/service-prices.tsx", { id: "service-prices" }),
  route("basic-pricelist-service", "routes/service-prices.tsx", { id: "basic-price-list" }),
  route("czeny-na-uslugi/:country", "routes/service-prices-country.tsx", { id: "service-prices-country" }),
  route("blog/:category?", "routes/blog-list.tsx", { id: "blog-list" }),
  route("blog/:category/:slug", "routes/blog-post.tsx", { id: "blog-post" }),
  route("reviews", "routes/reviews.tsx", { id: "reviews" }),
  route("u/:user?", "routes/user-profile.tsx", { id: "user-profile" }),
  route("u/:user?/settings", "routes/settings-layout.tsx", { id: "settings" }, [
    index("routes/settings-index.tsx", { id: "settings-index" }),
    route("applications", "routes/settings-applications.tsx", { id: "settings-applications" }),
    route("applications/:application", "routes/settings-application.tsx", { id: "settings-application" }, [
      index("routes/settings-application-progress.tsx", { id: "settings-application-progress" }),
      route("documents", "routes/settings-application-documents.tsx", { id: "settings-application-documents" }),
      route("payments", "routes/settings-application-payments.tsx", { id: "settings-application-payments" }),
      route("messages", "routes/settings-application-messages.tsx", { id: "settings-application-messages" }),
    ]),
    route("notifications", "routes/settings-notifications.tsx", { id: "settings-notifications" }),
    route("profile", "routes/settings-profile.tsx", { id: "settings-profile" }),
    route("security", "routes/settings-security.tsx", { id: "settings-security" }),
  ]),
  route("staff", "routes/staff-layout.tsx", { id: "staff" }, [
    index("routes/staff-queue.tsx", { id: "staff-queue" }),
    route("applications/:application", "routes/staff-application.tsx", { id: "staff-application" }),
    route("leads", "routes/staff-leads.tsx", { id: "staff-leads" }),
    route("mail", "routes/staff-mail.tsx", { id: "staff-mail" }),
    route("audit", "routes/staff-audit.tsx", { id: "staff-audit" }),
    route("team", "routes/staff-team.tsx", { id: "staff-team" }),
    route("comments", "routes/staff-comments.tsx", { id: "staff-comments" }),
  ]),
  route("contacts", "routes/contacts.tsx"),
  route("faq", "routes/faq.tsx"),
  route("sravnenie", "routes/compare.tsx"),
  route("register", "routes/register.tsx", { id: "register" }),
  route("reset-password", "routes/reset-password.tsx", { id: "reset-password" }),
  route("robots.txt", "routes/robots.tsx", { id: "robots" }),
  route("sitemap.xml", "routes/sitemap.tsx", { id: "sitemap" }),
  route("sitemap/:file", "routes/sitemap.tsx", { id: "sitemap-file" }),
  route("magistratura", "routes/landing.tsx", { id: "landing-magistratura" }),
  route("bakalavriat", "routes/landing.tsx", { id: "landing-bakalavriat" }),
  route("kolledzh-posle-9-klassa", "routes/landing.tsx", { id: "landing-kolledzh-posle-9-klassa" }),
  route(":type/*", "routes/catalogue.tsx"),
  route("stoimost", "routes/cost-calculator.tsx", { id: "costs" }),
] satisfies RouteConfig;
