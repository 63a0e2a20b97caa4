import { useRouteLoaderData } from "react-router";
import type { CatalogueScreenData } from "../catalogue/catalogue-screen-data";
import { AppLink } from "../../components/app-link";
import { costCalculatorHref } from "./cost-calculator-path";

/** Kept here, not in the calculator's texts: the quick order loads only this. */
const TEXTS = {
  lead: "Сколько будет стоить первый год: обучение, общежитие, виза, перелёт и жизнь в городе.",
  link: "Рассчитать стоимость",
} as const;

/** The program or base of a catalogue page, as the calculator takes it; null on the other catalogue screens. */
const choiceOf = (data: CatalogueScreenData | undefined) =>
  data?.screen === "degree-program"
    ? { kind: "program" as const, id: data.program.id }
    : data?.screen === "institution-education-base"
      ? { kind: "base" as const, id: data.base.id }
      : null;

/**
 * «Рассчитать стоимость» on a degree program's or an education base's page: the calculator with that choice, priced
 * in its institution's city (ADR 065). It sits in the quick order, a deferred island, and reads the page's choice
 * from the catalogue route's data, so the pages' first load carries none of it; the server renders it, so it is a
 * plain link without JavaScript.
 */
export function CostCalculatorLink() {
  // useRouteLoaderData rather than useLoaderData: the shell already uses it, so the router's chunk exports nothing new.
  const choice = choiceOf(useRouteLoaderData<CatalogueScreenData>("routes/catalogue"));
  if (choice === null) return null;
  return (
    <p className="inst-quick-order__calc">
      {TEXTS.lead}{" "}
      <AppLink className="button button--outline" to={costCalculatorHref({ choice, city: null })}>
        {TEXTS.link}
      </AppLink>
    </p>
  );
}
