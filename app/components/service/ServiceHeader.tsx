// The page's title, intro and text, as every service page opens: a module of its own, so the reviews page, which
// shows nothing else of ServicePage, does not load its rich text and media code.
import type {ServiceBlocks} from './ServicePage';

export function ServiceHeader({page}: {page: Pick<ServiceBlocks, 'title' | 'intro' | 'body'>}) {
  return (
    <header className="max-w-3xl">
      <h1 className="text-3xl font-extrabold md:text-5xl">{page.title}</h1>
      {page.intro ? <p className="mt-4 text-lg">{page.intro}</p> : null}
      {page.body ? <p className="mt-6 leading-relaxed">{page.body}</p> : null}
    </header>
  );
}
