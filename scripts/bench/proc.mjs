// Process facts from /proc (Linux): which workerd belongs to this bench, and how much memory it holds.
import {readdirSync, readFileSync} from 'node:fs';
import {descendantsOf} from '../processes.mjs';

export {descendantsOf};

/**
 * Parses one /proc/<pid>/stat line into {pid, ppid, name}. The name sits in parentheses and may itself
 * contain spaces or parentheses, so the fields after it are read from the last ")".
 */
export function parseStat(line) {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const rest = line.slice(close + 2).split(' ');
  return {pid: Number(line.slice(0, open).trim()), name: line.slice(open + 1, close), ppid: Number(rest[1])};
}

export function listProcesses() {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parsed = parseStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (parsed) processes.push(parsed);
    } catch {
      // The process ended while we were listing.
    }
  }
  return processes;
}

/** The workerd processes started (directly or not) by this process: one per running Miniflare. */
export function workerdPids(root = process.pid) {
  return descendantsOf(listProcesses(), root)
    .filter((p) => p.name === 'workerd')
    .map((p) => p.pid);
}

/** Resident memory in MB from a /proc/<pid>/status text ("VmRSS:   70348 kB"). */
export function rssFromStatus(status) {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : undefined;
}

export function rssMb(pid) {
  try {
    return rssFromStatus(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return undefined;
  }
}
