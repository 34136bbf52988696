// The vitamin test's rules (issue 11 §4). Pure. Questions and answers come from content; the form is a GET, so the
// answers arrive as query parameters `{question key}={answer value}`. Each chosen answer gives one point to every
// result it recommends (an answer may name a result twice for two points); the result with the most points wins,
// a tie goes to the result named first in the test. The result page is /vitamintest/{result slug}.

export type TestQuestion = {
  key?: string | null;
  answers: readonly {value?: string | null; recommends: readonly {slug?: string | null}[]}[];
};

export type ReadAnswers = {
  /** Question key → chosen answer value, for the questions answered with one of their own values. */
  answers: Record<string, string>;
  /** Whether the query holds an answer to any question: the test was sent, not just opened. */
  submitted: boolean;
  /** Every question answered. */
  complete: boolean;
};

/** A result slug as it may appear in the URL: lower-case words joined by single dashes. */
export const RESULT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const MAX_RESULT_SLUG_LENGTH = 80;

export function isResultSlug(value: string): boolean {
  return value.length <= MAX_RESULT_SLUG_LENGTH && RESULT_SLUG.test(value);
}

/** The answers in a query; a repeated parameter or a value the question does not offer counts as no answer. */
export function readAnswers(questions: readonly TestQuestion[], params: URLSearchParams): ReadAnswers {
  const answers: Record<string, string> = {};
  let submitted = false;
  let answered = 0;
  const asked = questions.filter((question) => question.key);
  for (const question of asked) {
    const given = params.getAll(question.key!);
    if (given.length) submitted = true;
    const value = given.length === 1 ? given[0] : undefined;
    if (value && question.answers.some((answer) => answer.value === value)) {
      answers[question.key!] = value;
      answered += 1;
    }
  }
  return {answers, submitted, complete: asked.length > 0 && answered === asked.length};
}

/** The winning result's slug for the chosen answers; null when no chosen answer recommends anything. */
export function vitaminTestResult(questions: readonly TestQuestion[], answers: Record<string, string>): string | null {
  const points = new Map<string, number>();
  for (const question of questions) {
    for (const answer of question.answers) {
      for (const {slug} of answer.recommends) {
        if (!slug) continue;
        // Every result enters in the order the test names it, so ties go to the first named.
        if (!points.has(slug)) points.set(slug, 0);
        if (question.key && answers[question.key] === answer.value) points.set(slug, points.get(slug)! + 1);
      }
    }
  }
  let best: string | null = null;
  let bestPoints = 0;
  for (const [slug, score] of points) {
    if (score > bestPoints) {
      best = slug;
      bestPoints = score;
    }
  }
  return best;
}
