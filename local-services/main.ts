// `npm run services`: the local stand-ins for Shopify and DatoCMS on loopback.
import {startLocalServices} from './server';

const port = Number(process.env.LOCAL_SERVICES_PORT ?? 4100);
const services = await startLocalServices({port});
console.log(`[local-services] listening on ${services.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void services.close().then(() => process.exit(0)));
}
