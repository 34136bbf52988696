// A service page (contact, wholesale, customer service, plant-based guide, nutrition advice, vitamin test): the
// content's title, intro and text, its cards (contact channels, reasons, topics), opening hours, an FAQ and a call
// to action. `children` (a form, the test) comes after the cards.
import type {ReactNode} from 'react';
import type {ButtonLinkData} from '~/content/link-targets';
import {ContentLink} from '~/components/ui/ContentLink';
import {deferredPart, LoadWhenNear} from '~/components/ui/LoadWhenNear';
import {FaqAnswer} from './FaqAnswer';
import {ServiceHeader} from './ServiceHeader';
import {useServiceStrings} from './strings';

export type ServiceBlocks = {
  title: string;
  intro?: string | null;
  body?: string | null;
  serviceCards?: readonly {id: string; heading?: string | null; text?: string | null; link?: ButtonLinkData | null}[];
  openingHours?: readonly {id: string; days?: string | null; hours?: string | null}[];
  faqHeading?: string | null;
  faqs?: readonly {id: string; question?: string | null; answer?: {value?: unknown} | null}[];
  ctaHeading?: string | null;
  ctaText?: string | null;
  cta?: ButtonLinkData | null;
};

/**
 * The FAQ answers' rich text (with its media and booking code, about 8 KB gzip) stays out of the first view: the
 * answers sit in closed `<details>` that open without JavaScript, so the server's markup is kept as it is and the
 * code loads when a shopper touches, focuses or clicks inside an answer (a click on a link in it waits for it).
 */
export const faqAnswer = deferredPart(import.meta.env.SSR ? FaqAnswer : null, () =>
  import('./FaqAnswer').then((module) => module.FaqAnswer),
);

export function ServicePage({page, children}: {page: ServiceBlocks; children?: ReactNode}) {
  const strings = useServiceStrings();
  const cards = (page.serviceCards ?? []).filter((card) => card.heading);
  const hours = (page.openingHours ?? []).filter((line) => line.days);
  const faqs = (page.faqs ?? []).filter((faq) => faq.question);
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 md:px-6">
      <ServiceHeader page={page} />

      {cards.length ? (
        <ul className="mt-10 grid gap-4 md:grid-cols-2 xl:grid-cols-4" data-testid="service-cards">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-col gap-2 rounded-xl bg-sand p-5">
              <h2 className="text-lg font-bold">{card.heading}</h2>
              {card.text ? <p>{card.text}</p> : null}
              <ContentLink link={card.link} className="mt-auto font-bold underline" />
            </li>
          ))}
        </ul>
      ) : null}

      {hours.length ? (
        <section className="mt-10 max-w-xl" aria-labelledby="opening-hours">
          <h2 id="opening-hours" className="heading-2 mb-4">
            {strings.openingHours}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
            {hours.map((line) => (
              <div key={line.id} className="contents">
                <dt>{line.days}</dt>
                <dd className="text-right font-semibold">{line.hours}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {children}

      {faqs.length ? (
        <section className="mt-12 max-w-3xl" {...(page.faqHeading ? {'aria-labelledby': 'service-faq'} : {})}>
          {page.faqHeading ? (
            <h2 id="service-faq" className="heading-2 mb-4">
              {page.faqHeading}
            </h2>
          ) : null}
          <div className="divide-y divide-neutral-300 border-y border-neutral-300">
            {faqs.map((faq) => (
              <details key={faq.id} className="group py-3">
                <summary className="min-h-11 cursor-pointer py-2 font-semibold">{faq.question}</summary>
                {faq.answer?.value ? (
                  <LoadWhenNear
                    name={`faq-answer-${faq.id}`}
                    className="pb-2"
                    part={faqAnswer}
                    props={{answer: faq.answer}}
                    until="used"
                  />
                ) : null}
              </details>
            ))}
          </div>
        </section>
      ) : null}

      {page.ctaHeading || page.cta ? (
        <section className="mt-12 rounded-xl bg-neutral-900 p-6 text-white md:p-10">
          {page.ctaHeading ? <h2 className="heading-2">{page.ctaHeading}</h2> : null}
          {page.ctaText ? <p className="mt-2 max-w-2xl">{page.ctaText}</p> : null}
          <ContentLink
            link={page.cta}
            className="mt-6 inline-block rounded-full bg-accent px-6 py-3 font-bold text-on-accent"
          />
        </section>
      ) : null}
    </article>
  );
}
