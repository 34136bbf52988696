// The vitamin test: its questions as radio groups in a GET form to the test's own URL, so it works without
// JavaScript; the loader sends a complete set of answers on to the result page. The result page recommends
// products and tells Klaviyo the result once it is shown.
import {Form, useLocation} from '@remix-run/react';
import {useEffect} from 'react';
import {ProductGrid} from '~/components/product/ProductCard';
import {LocalizedLink} from '~/components/ui/LocalizedLink';
import type {VitaminTestData, VitaminTestResultData} from '~/content/vitamin-test.server';
import {useRouteContext} from '~/context/route-context';
import {track} from '~/tracking/queue';
import {useServiceStrings} from './strings';

export function VitaminTestForm({
  test,
  answers,
  incomplete,
}: {
  test: VitaminTestData;
  answers: Record<string, string>;
  incomplete: boolean;
}) {
  const strings = useServiceStrings();
  const {pathname} = useLocation();
  return (
    <Form method="get" action={pathname} className="mt-10 flex max-w-2xl flex-col gap-6" data-testid="vitamin-test">
      {incomplete ? (
        <p role="alert" className="rounded-xl border border-red-700 p-4 text-red-800">
          {strings.testAnswerAll}
        </p>
      ) : null}
      {test.questions.map((question, index) => (
        <fieldset key={question.id} className="rounded-xl bg-sand p-5">
          <legend className="float-left mb-3 w-full text-lg font-bold">
            {index + 1}. {question.question}
          </legend>
          <div className="clear-both flex flex-col gap-2">
            {question.answers.map((answer) => (
              <label key={answer.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name={question.key!}
                  value={answer.value ?? ''}
                  defaultChecked={answers[question.key!] === answer.value}
                  className="h-5 w-5"
                />
                {answer.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="min-h-11 self-start rounded-full bg-accent px-6 py-3 font-bold text-on-accent">
        {test.submitLabel || strings.testSubmit}
      </button>
    </Form>
  );
}

export function VitaminTestResult({result}: {result: VitaminTestResultData}) {
  const strings = useServiceStrings();
  const {market} = useRouteContext();
  const {pathname} = useLocation();
  useEffect(() => {
    track([
      'vitamin',
      {
      slug: result.slug,
      heading: result.heading,
      products: result.products,
      url: window.location.origin + pathname,
      language: market.language,
      },
    ]);
    // Once per result shown: a new result arrives as new loader data.
  }, [result, pathname, market.language]);
  return (
    <article
      className="mx-auto max-w-5xl px-4 py-12 md:px-6"
      data-testid="vitamin-test-result"
      data-result={result.slug}
    >
      <p className="font-semibold uppercase tracking-wide">
        {result.testTitle ? `${result.testTitle} · ` : ''}
        {strings.testResultHeading}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-5xl">{result.heading}</h1>
      {result.text ? <p className="mt-4 max-w-3xl text-lg">{result.text}</p> : null}
      {result.products.length ? (
        <section className="mt-10" aria-labelledby="vitamin-test-products">
          <h2 id="vitamin-test-products" className="heading-2 mb-6">
            {strings.testRecommended}
          </h2>
          <ProductGrid products={result.products} />
        </section>
      ) : null}
      <LocalizedLink to="/vitamintest" className="mt-10 inline-block font-bold underline">
        {strings.testAgain}
      </LocalizedLink>
    </article>
  );
}
