// The answers of the /api/reviews/* resource routes (README "Reviews"): the query checked (400 with the
// problem), Trustpilot asked through the client, the result public for a few minutes per URL; Trustpilot not
// configured is a 503, Trustpilot failing a 502 (logged), neither stored anywhere.
import {json} from '@shopify/remix-oxygen';
import type {AppLoadContext} from '~/context.server';
import {noStoreHeaders, publicHeaders, REVIEWS_CACHE} from '~/http/cache-control';
import {checkReviewQuery, REVIEW_PAGE_SIZE, type ReviewKind} from './reviews';
import {logTrustpilotFailure, TrustpilotError, trustpilotFor, type TrustpilotClient} from './trustpilot.server';

export type ReviewsErrorAnswer = {error: string};

const failure = (error: string, status: number) =>
  json<ReviewsErrorAnswer>({error}, {status, headers: noStoreHeaders()});

export const badRequest = (error: string) => failure(error, 400);

/** The page, perPage, orderBy and language of a reviews list, defaults from the kind and the market. */
export function reviewQuery(request: Request, context: AppLoadContext, kind: ReviewKind) {
  const defaults = {perPage: REVIEW_PAGE_SIZE[kind], language: context.market.reviewLanguage};
  return checkReviewQuery(new URL(request.url).searchParams, defaults);
}

/** Asks Trustpilot and answers with what it gives, or with the failure's status. */
export async function answerFromTrustpilot<T>(
  context: AppLoadContext,
  ask: (client: TrustpilotClient) => Promise<T>,
): Promise<Response> {
  const client = await trustpilotFor(context);
  if (!client) return failure('Reviews are not available: the review service is not configured', 503);
  try {
    return json(await ask(client), {headers: publicHeaders(REVIEWS_CACHE)});
  } catch (error) {
    if (!(error instanceof TrustpilotError)) throw error;
    logTrustpilotFailure(error, context.log);
    context.http.upstreamFailures.push('trustpilot');
    return failure('The review service did not answer; try again later', 502);
  }
}
