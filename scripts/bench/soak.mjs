// The soak: every page type in both markets under sustained concurrency, with workerd's memory sampled.
import {rssMb} from './proc.mjs';
import {runLoad, summarizeLoad} from './load.mjs';

export async function soak({url, paths, connections, duration, workerdPid}) {
  const samples = [];
  const sample = () => {
    const mb = rssMb(workerdPid);
    if (mb !== undefined) samples.push(mb);
  };
  sample();
  const rssStartMb = samples[0] ?? null;
  const timer = setInterval(sample, 1000);
  let result;
  try {
    result = await runLoad({url, paths, connections, duration});
  } finally {
    clearInterval(timer);
  }
  sample();
  return {
    paths,
    connections,
    durationS: duration,
    ...summarizeLoad(result),
    rssStartMb,
    rssEndMb: samples.at(-1) ?? null,
    rssPeakMb: samples.length ? Math.max(...samples) : null,
  };
}
