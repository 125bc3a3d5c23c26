import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model answers one request with; delayMs holds the answer back (a slow model). */
export interface FakeLlmReply {
  status: number;
  body: string;
  delayMs?: number;
}

export interface FakeLlm {
  /** The base URL to give LLM_BASE_URL or createLlmClient (ends in /v1). */
  baseUrl: string;
  /** Every request received, oldest first: its user message and headers. */
  requests: { content: string; model: string; authorization?: string }[];
  close(): Promise<void>;
}

/** A chat-completions body whose message is `content` (a JSON string, as the client asks). */
export function completion(content: unknown): FakeLlmReply {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  return {
    status: 200,
    body: JSON.stringify({ choices: [{ message: { role: 'assistant', content: text } }] }),
  };
}

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions): the only network edge faked in
 * tests of the optional language model. `reply` sees the user message and decides the answer.
 */
export async function startFakeLlm(reply: (content: string) => FakeLlmReply): Promise<FakeLlm> {
  const requests: FakeLlm['requests'] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: { content: string }[] };
      const content = body.messages[0]!.content;
      requests.push({ content, model: body.model, authorization: req.headers.authorization });
      const answer = reply(content);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
