import {chromium} from '@playwright/test';
import {startServices, startWorker} from './server.mjs';
const services = await startServices(4395);
const worker = await startWorker({port: 3395, servicesPort: 4395, assets: true});
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
for (const path of ['/', '/producten/protein', '/producten/protein/whey-protein']) {
  const page = await browser.newPage({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36'});
  await page.goto(`http://127.0.0.1:3395${path}`); await page.waitForTimeout(3000);
  const r = await page.evaluate(() => ({paints: performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)]), dcl: Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd), lcp: new Promise((res) => new PerformanceObserver((l) => { const e = l.getEntries().at(-1); res([Math.round(e.startTime), e.element?.outerHTML.slice(0, 120)]); }).observe({type: 'largest-contentful-paint', buffered: true}))}));
  console.log(path, JSON.stringify(r), JSON.stringify(await page.evaluate(() => new Promise((res) => new PerformanceObserver((l) => { const e = l.getEntries().at(-1); res([Math.round(e.startTime), e.element?.outerHTML.slice(0, 150)]); }).observe({type: 'largest-contentful-paint', buffered: true})))));
  await page.close();
}
await browser.close(); await worker.stop(); services.stop(); process.exit(0);
