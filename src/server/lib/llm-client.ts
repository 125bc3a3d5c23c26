import { z } from 'zod';
import type { AppConfig } from '../config/env';

/**
 * The one client for the optional language model (an OpenAI-compatible chat-completions API, set
 * by LLM_BASE_URL, LLM_API_KEY and LLM_MODEL): every feature that asks the model goes through it,
 * so the request, the timeout, the JSON answer and its validation are written once. It throws on
 * any failure (a status, a timeout, an answer that is not the JSON asked for); callers keep their
 * deterministic result when it does.
 */
export interface LlmClient {
  /**
   * Sends one user message asking for a JSON object and returns it parsed by `schema`. Aborted by
   * `signal` (a caller's overall budget) or by LLM_TIMEOUT_MS, whichever comes first.
   */
  askJson<S extends z.ZodType>(
    content: string,
    schema: S,
    options?: { signal?: AbortSignal },
  ): Promise<z.infer<S>>;
}

const ChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** Null when no model is configured: the product works without one. */
export function createLlmClient(llm: AppConfig['llm']): LlmClient | null {
  if (!llm) return null;
  const endpoint = `${llm.baseUrl.replace(/\/$/, '')}/chat/completions`;
  return {
    async askJson(content, schema, options = {}) {
      const timeout = AbortSignal.timeout(llm.timeoutMs);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${llm.apiKey}` },
        body: JSON.stringify({
          model: llm.model,
          temperature: 0.2,
          response_format: { type: 'json_object' },
          messages: [{ role: 'user', content }],
        }),
        signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      });
      if (!response.ok) throw new Error(`model answered ${response.status}`);
      const completion = ChatCompletionSchema.parse(await response.json());
      // Some models wrap JSON in a Markdown fence even when asked for a JSON object.
      const raw = completion.choices[0]!.message.content.replace(/^```(?:json)?\s*|\s*```$/g, '');
      return schema.parse(JSON.parse(raw));
    },
  };
}
