// A CMA stand-in of its own on loopback, for tests that seed its project or make a request fail (the local
// services mount one shared instance at /datocms-cma).
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {toRequest, writeResponse} from '../server';
import type {CmaStandIn} from './index';

export type ServedCma = {url: string; close: () => Promise<void>};

export async function serveCma(standIn: CmaStandIn, {port = 0, host = '127.0.0.1'} = {}): Promise<ServedCma> {
  const server = createServer((req, res) => {
    toRequest(req)
      .then((request) => standIn.handle(request))
      .then((response) => writeResponse(res, response))
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, {'content-type': 'application/json'});
        res.end('{}');
      });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const {port: actual} = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}/datocms-cma`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
