import type {SectionProps} from './SectionFrame';

/** The shop's promises in one band (its colour from the section's settings, else sand). */
export function UspSection({section}: SectionProps<'UspSectionRecord'>) {
  return (
    <div className="bg-sand">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-8 gap-y-2 px-4 py-4 text-sm font-semibold">
        {section.usps.map((item) => (
          <li key={item}>✓ {item}</li>
        ))}
      </ul>
    </div>
  );
}
