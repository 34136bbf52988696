import {useLoaderData} from '@remix-run/react';
import {json, redirect, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {ServicePage} from '~/components/service/ServicePage';
import {serviceStringsFor} from '~/components/service/strings.server';
import {VitaminTestForm, VitaminTestResult} from '~/components/service/VitaminTest';
import {loadVitaminTest, loadVitaminTestResult} from '~/content/vitamin-test.server';
import {publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {localizePath} from '~/markets/links';
import {pageSeo, seoMeta} from '~/markets/seo';
import {isResultSlug, readAnswers, vitaminTestResult} from '~/service/vitamin-test';

// The vitamin test at /vitamintest (in every market's word): the questions, sent as a GET to this same URL; a
// complete set of answers goes on to its result at /vitamintest/{result}. Any other path below it is a 404.
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context, request}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const rest = params['*'] ?? '';
  if (rest) {
    if (!isResultSlug(rest)) throw notFound();
    const result = await loadVitaminTestResult(context, rest);
    if (!result) throw notFound();
    const seo = pageSeo(context, {
      title: result.heading,
      description: result.text,
      canonicalPath: result.canonicalPath,
    });
    return json({kind: 'result' as const, result, seo, serviceStrings: serviceStringsFor(context)});
  }
  const test = await loadVitaminTest(context);
  if (!test) throw notFound();
  const {answers, submitted, complete} = readAnswers(test.questions, new URL(request.url).searchParams);
  const slug = complete ? vitaminTestResult(test.questions, answers) : null;
  if (slug) throw redirect(localizePath(`/vitamintest/${slug}`, context.routing));
  const seo = pageSeo(context, {title: test.title, description: test.intro, canonicalPath: test.canonicalPath});
  return json({
    kind: 'test' as const,
    test,
    answers,
    incomplete: submitted && !complete,
    seo,
    serviceStrings: serviceStringsFor(context),
  });
}

export default function VitaminTestRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === 'result') return <VitaminTestResult result={data.result} />;
  return (
    <ServicePage page={data.test}>
      <VitaminTestForm test={data.test} answers={data.answers} incomplete={data.incomplete} />
    </ServicePage>
  );
}
