// Which markets a browser suite audits in full on this run (issue 15: the accessibility suite covers all
// seven markets within CI's time by a fixed rotation). Run N audits two neighbouring markets of the market
// table, N mod 7 apart, so seven consecutive runs audit every market twice; the run number is the commit
// count, so a commit always audits the same markets and a failure reproduces.
import {execFileSync} from 'node:child_process';
import {MARKETS, type MarketDefinition} from '../../app/markets/markets';

/** The two markets of run `run`: the market table read as a ring, two places further each run. */
export function rotationMarkets(run: number, markets: readonly MarketDefinition[] = MARKETS): MarketDefinition[] {
  const first = (((run * 2) % markets.length) + markets.length) % markets.length;
  return [markets[first]!, markets[(first + 1) % markets.length]!];
}

/**
 * `MARKETS_TO_AUDIT=all` (or a comma list of locale prefixes, `nl,de,fr-be`) chooses by hand; otherwise
 * `AUDIT_RUN` or the commit count picks the rotation's pair. Unknown names are an error, not a silent skip.
 */
export function marketsToAudit(env: Record<string, string | undefined> = process.env): MarketDefinition[] {
  const chosen = env.MARKETS_TO_AUDIT?.trim();
  if (chosen === 'all') return [...MARKETS];
  if (chosen) {
    return chosen.split(',').map((name) => {
      const market = MARKETS.find((candidate) => candidate.locale === name.trim() || candidate.id === name.trim());
      if (!market) throw new Error(`MARKETS_TO_AUDIT: no market "${name}" (use locale prefixes: ${MARKETS.map((m) => m.locale).join(', ')})`);
      return market;
    });
  }
  // Pinned on first use, so a commit made while the suite runs cannot give the workers another pair.
  env.AUDIT_RUN ??= String(runNumber(env));
  return rotationMarkets(runNumber(env));
}

function runNumber(env: Record<string, string | undefined>): number {
  const given = Number(env.AUDIT_RUN);
  if (env.AUDIT_RUN && Number.isInteger(given)) return given;
  try {
    return Number(execFileSync('git', ['rev-list', '--count', 'HEAD'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim());
  } catch {
    // Not a git checkout (an exported tree): the day decides, still the same for every worker of the run.
    return Math.floor(Date.now() / 86_400_000);
  }
}
