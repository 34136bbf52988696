// Live updates need to know which content queries a page ran. While previewing, every loader runs with a content
// client that notes its queries, and its data gets them under PREVIEW_DATA_KEY; the browser subscribes to each
// (app/components/preview/LiveUpdates.tsx). Outside preview loaders run untouched: their data stays exactly as
// it was. One wrapper for every route, so a content page added later gets live updates without a line of its own.
import type {ServerBuild} from '@shopify/remix-oxygen';
import {oncePerBuild, wrapRouteModules} from '~/http/server-build';
import {isPlainObject} from '~/upstream/answers';
import {PREVIEW_DATA_KEY, type PreviewData, type PreviewQuery} from './preview';

type Loader = NonNullable<NonNullable<ServerBuild['routes'][string]>['module']['loader']>;

function recordingLoader(loader: Loader): Loader {
  return async (args) => {
    if (!args.context.preview) return loader(args);
    const queries: PreviewQuery[] = [];
    const context = {...args.context, content: args.context.content.recording(queries)};
    return withPreviewData(await loader({...args, context}), {queries: distinct(queries)});
  };
}

/** Data objects and JSON answers of 200 get the queries; redirects, errors and other answers stay as they are. */
export async function withPreviewData(result: unknown, preview: PreviewData): Promise<unknown> {
  if (result instanceof Response) {
    if (result.status !== 200 || !/^application\/json\b/.test(result.headers.get('Content-Type') ?? '')) return result;
    const text = await result.text();
    const body: unknown = parseJson(text);
    const answer = new Response(
      isPlainObject(body) ? JSON.stringify({...body, [PREVIEW_DATA_KEY]: preview}) : text,
      result,
    );
    answer.headers.delete('Content-Length');
    return answer;
  }
  return isPlainObject(result) ? {...result, [PREVIEW_DATA_KEY]: preview} : result;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function distinct(queries: PreviewQuery[]): PreviewQuery[] {
  const seen = new Map(queries.map((query) => [JSON.stringify([query.query, query.variables]), query]));
  return [...seen.values()];
}

/** The server build with every loader recording its content queries while previewing. */
export const withPreviewQueries = oncePerBuild((build: ServerBuild) =>
  wrapRouteModules(build, (module) => (module.loader ? {...module, loader: recordingLoader(module.loader)} : module)),
);
