// One inspector session on a workerd isolate (Miniflare's `inspectorPort`), shared by memory.mjs and
// cpu-profile.mjs: `call(method, params)` answers with the result (or the error), and the heap snapshot chunks
// received so far are gathered in `chunks`.
import WebSocket from 'ws';

export async function inspectorSession(webSocketUrl) {
  const socket = new WebSocket(webSocketUrl, {maxPayload: 1 << 30});
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const chunks = [];
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    if (message.method === 'HeapProfiler.addHeapSnapshotChunk') chunks.push(message.params.chunk);
    waiting.get(message.id)?.(message.result ?? message.error);
  });
  return {
    chunks,
    call: (method, params = {}) =>
      new Promise((resolve) => {
        const callId = ++id;
        waiting.set(callId, resolve);
        socket.send(JSON.stringify({id: callId, method, params}));
      }),
    close: () => socket.close(),
  };
}
