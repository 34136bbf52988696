// The review provider's mark (spec §9: 144×36) and the star it is drawn with, apart from the review cards so the
// hero grid's badge can show it without loading the cards or their words. Inline SVG: no request, no external URL.

export const STAR_GREEN = '#00b67a';
export const STAR_PATH = 'M12 4.2l2.1 5.3 5.6.4-4.3 3.6 1.4 5.5L12 16l-4.8 3 1.4-5.5-4.3-3.6 5.6-.4z';

/** The provider's mark, 144×36, with `label` as its accessible name ("Reviews on Trustpilot"). */
export function ProviderMark({label, className}: {label: string; className?: string}) {
  return (
    <svg role="img" aria-label={label} width={144} height={36} viewBox="0 0 144 36" className={className}>
      <path d={STAR_PATH} transform="translate(0 3) scale(1.25)" fill={STAR_GREEN} />
      <text x={34} y={25} fontFamily="Helvetica, Arial, sans-serif" fontSize={19} fontWeight={700} fill="currentColor">
        Trustpilot
      </text>
    </svg>
  );
}
