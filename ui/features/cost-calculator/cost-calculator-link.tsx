import { AppLink } from "../../components/app-link";
import { COST_TEXTS as T } from "./cost-calculator-texts";
import { costCalculatorHref } from "./cost-calculator-path";

/** «Рассчитать стоимость»: the calculator with a program or base filled in, priced in its institution's city. */
export function CostCalculatorLink({ kind, id }: { readonly kind: "program" | "base"; readonly id: number }) {
  return (
    <AppLink className="button button--outline" to={costCalculatorHref({ choice: { kind, id }, city: null })}>
      {T.link}
    </AppLink>
  );
}
