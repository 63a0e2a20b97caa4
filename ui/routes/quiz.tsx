import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { ContentPage } from "../features/content/components/content-page";
import { loadQuiz } from "../features/quiz/load-quiz";
import { QuizForm } from "../features/quiz/quiz-form";
import { QuizResults } from "../features/quiz/quiz-results";
import { QUIZ_TEXTS as T } from "../features/quiz/quiz-texts";
import { RequestForm } from "../features/request-form/request-form";
import { requestFormAction } from "../features/request-form/request-form.action";
import type { Route } from "./+types/quiz";
import "../features/quiz/quiz.css";

const REQUEST_ANCHOR = "quiz-request";

/**
 * /quiz/ (the default quiz) and /quiz/{slug}/ (ADR 066): the page data's SEO block and text where the path has one,
 * the quiz's questions as a GET form, the programs that fit the answers and a request naming the quiz and answers.
 */
export async function loader(args: Route.LoaderArgs) {
  const [loaded, quiz] = await Promise.all([loadPage(args), loadQuiz(args)]);
  return {
    ...quiz,
    path: loaded.path,
    seo: loaded.page.seo,
    text: loaded.page.description,
    referrer: args.request.headers.get("referer") ?? "",
  };
}

/** The request form (spec 7 simple-form), posted with or without JavaScript; the answers stay in the address. */
export const action = (args: Route.ActionArgs) => requestFormAction(args);

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, args.loaderData?.seo, `${args.loaderData?.quiz.title ?? T.crumb} — Шуюань`);

export default function Quiz({ loaderData }: Route.ComponentProps) {
  const {
    quiz,
    choices,
    matches,
    total,
    path,
    seo,
    text,
    values,
    invalid,
    answered,
    presetLines,
    relax,
    subject,
    referrer,
    hskLevels,
    directions,
  } = loaderData;
  const heading = seo?.h1 || quiz.title;
  // The form remounts with each address, so back and forward show that address's answers.
  const key = JSON.stringify(values);
  return (
    <ContentPage crumbs={[{ name: heading, to: path }]} heading={heading} intro={text}>
      {text !== "" || quiz.intro === "" ? null : <p className="content-page__intro">{quiz.intro}</p>}
      <QuizForm
        key={key}
        path={path}
        questions={quiz.questions}
        choices={choices}
        values={values}
        invalid={invalid}
        presetLines={presetLines}
        hskLevels={hskLevels}
        directions={directions}
      />
      <QuizResults matches={matches} total={total} answered={answered} relax={relax} />
      <section className="quiz-request" id={REQUEST_ANCHOR} aria-labelledby={`${REQUEST_ANCHOR}-title`}>
        <h2 id={`${REQUEST_ANCHOR}-title`}>{T.requestTitle}</h2>
        <p>{T.requestLead}</p>
        <RequestForm
          subject={subject}
          referrer={referrer}
          labelledBy={`${REQUEST_ANCHOR}-title`}
          anchor={REQUEST_ANCHOR}
        />
      </section>
    </ContentPage>
  );
}
