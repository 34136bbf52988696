// The small pieces every order view is made of: a titled section and a term with its description.
import type {ReactNode} from 'react';

/** A section of the order page, labelled by its own heading. */
export function OrderSection({id, title, children}: {id: string; title: string; children: ReactNode}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One term and its description in a two-column description list. */
export function Fact({term, children}: {term: string; children: ReactNode}) {
  return (
    <>
      <dt className="text-neutral-600">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
