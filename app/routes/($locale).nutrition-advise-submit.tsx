import {useLoaderData} from '@remix-run/react';
import {json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction} from '@shopify/remix-oxygen';
import {NutritionAdviceForm} from '~/components/service/NutritionAdviceForm';
import {ServicePage} from '~/components/service/ServicePage';
import {serviceStringsFor} from '~/components/service/strings.server';
import {loadPage} from '~/content/pages.server';
import {noStoreHeaders, publicPageHeaders} from '~/http/cache-control';
import {assertMarketPath, notFound} from '~/markets/guard.server';
import {pageSeo, seoMeta} from '~/markets/seo';
import {ANSWER_STATUS, parseNutritionAdviceForm, type NutritionAdviceAnswer} from '~/service/nutrition-advice';
import {submitNutritionAdvice} from '~/service/nutrition-advice.server';

// The nutrition advice request page: content around a form posted to this route's action, which forwards it to
// the form service (NUTRITION_ADVICE_URL) and answers with its errors by field.
export const meta: MetaFunction<typeof loader> = ({data}) => seoMeta(data?.seo);

export const headers = publicPageHeaders();

export async function loader({params, context}: LoaderFunctionArgs) {
  assertMarketPath(params, context);
  const page = await loadPage(context, 'nutrition-advise-submit');
  if (!page) throw notFound();
  return json({
    page,
    seo: pageSeo(context, {title: page.title, description: page.intro, canonicalPath: page.canonicalPath}),
    serviceStrings: serviceStringsFor(context),
  });
}

export async function action({params, context, request}: ActionFunctionArgs) {
  assertMarketPath(params, context);
  const parsed = parseNutritionAdviceForm(await request.formData());
  const answer: NutritionAdviceAnswer = parsed.ok
    ? await submitNutritionAdvice(context, parsed.values)
    : parsed.tooLong.length
    ? {status: 'too-long', values: parsed.values, fields: parsed.tooLong}
    : {status: 'bad-request', values: parsed.values};
  return json(answer, {status: ANSWER_STATUS[answer.status], headers: noStoreHeaders()});
}

export default function NutritionAdviceRoute() {
  const {page} = useLoaderData<typeof loader>();
  return (
    <ServicePage page={page}>
      <NutritionAdviceForm />
    </ServicePage>
  );
}
