import {ContentImage} from '~/components/ui/ContentImage';
import {ContentLink} from '~/components/ui/ContentLink';
import {readableColors} from '~/content/readable-color';
import type {SectionProps} from './SectionFrame';

/** A large heading beside an image in its own colours; as the page's first section its heading is the page's h1. */
export function HeroSection({section, first, pageHeading}: SectionProps<'HeroSectionRecord'>) {
  return (
    <div
      className="relative overflow-hidden"
      style={readableColors(section.backgroundColor?.hex, section.textColor?.hex)}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 md:grid-cols-2 md:px-6 md:py-16">
        <div>
          {section.headline ? <p className="font-bold uppercase tracking-wide">{section.headline}</p> : null}
          {pageHeading ? (
            <h1 className="mt-2 text-4xl font-extrabold md:text-6xl">{section.heading}</h1>
          ) : (
            <h2 className="mt-2 text-4xl font-extrabold md:text-5xl">{section.heading}</h2>
          )}
          {section.text ? <p className="mt-4 text-lg">{section.text}</p> : null}
          <ContentLink
            link={section.button}
            className="mt-6 inline-block rounded-full bg-accent px-6 py-3 font-bold text-on-accent"
          />
        </div>
        <ContentImage data={section.image?.responsiveImage} sizes="100vw" priority={first} className="rounded-2xl" />
      </div>
    </div>
  );
}
