import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Content Markdown (lessons, model answers, case studies) as React elements: raw HTML is dropped (skipHtml) and images are not rendered, so
 * content can only ever produce text, lists, tables and links; links leave the app in a new tab
 * without handing it our window. Pages render it through `LessonMarkdown` (markdown.tsx), which
 * loads this module and its libraries as a chunk of their own.
 */
const components: Components = {
  h1: ({ children }) => <h2 className="mt-6 text-xl font-semibold text-slate-900">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-6 text-xl font-semibold text-slate-900">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-5 text-lg font-semibold text-slate-900">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-4 font-semibold text-slate-900">{children}</h4>,
  p: ({ children }) => <p className="mt-3 leading-7 text-slate-800">{children}</p>,
  ul: ({ children }) => (
    <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">{children}</ul>
  ),
  ol: ({ children }) => (
    <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">{children}</ol>
  ),
  li: ({ children }) => <li className="leading-7">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 border-brand-300 bg-slate-50 py-1 pr-3 pl-4 text-slate-800 italic">
      {children}
    </blockquote>
  ),
  table: ({ children }) => (
    // A scrollable region must take keyboard focus (axe scrollable-region-focusable) so keys can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
      <table className="w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children }) => (
    <th scope="col" className="border border-slate-300 bg-slate-100 px-3 py-2 font-semibold">
      {children}
    </th>
  ),
  td: ({ children }) => <td className="border border-slate-300 px-3 py-2 align-top">{children}</td>,
  a: ({ href, children }) => (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ),
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 text-sm">{children}</code>,
};

const httpsOnly = (url: string) => (url.startsWith('https://') ? url : '');

export function RenderedMarkdown({ children }: { children: string }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      components={components}
      skipHtml
      disallowedElements={['img']}
      urlTransform={httpsOnly}
    >
      {children}
    </Markdown>
  );
}
