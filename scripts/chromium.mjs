// The headless Chromium every browser tool here uses (Playwright, Lighthouse): Debian's build where it is
// installed (this machine and CI cannot download a browser), with the flags it needs (TOOLCHAIN.md).
import {existsSync} from 'node:fs';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium if present, else undefined (the tool's own browser). */
export const systemChromium = () => (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined);

export const HEADLESS_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
