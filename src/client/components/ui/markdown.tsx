import { lazy, Suspense } from 'react';

/**
 * react-markdown and remark-gfm are about 44 KB of brotli, as much as the rest of a lesson page.
 * They are a chunk of their own so that the page's chunk is small and asks for its data sooner;
 * the router starts fetching this one beside the page's (router.tsx), so it is usually in before
 * the lesson's data (ADR 015, "Signed-in routes").
 */
const RenderedMarkdown = lazy(() =>
  import('./markdown-renderer').then((module) => ({ default: module.RenderedMarkdown })),
);

/** Content Markdown (lessons, model answers, case studies): see markdown-renderer.tsx. */
export function LessonMarkdown({ children }: { children: string }) {
  return (
    <Suspense fallback={<MarkdownPlaceholder text={children} />}>
      <RenderedMarkdown>{children}</RenderedMarkdown>
    </Suspense>
  );
}

/**
 * Until the renderer is in: the text's paragraphs in the rendered paragraphs' type, unseen, so
 * the page below keeps about its place instead of jumping down when the lesson appears.
 */
function MarkdownPlaceholder({ text }: { text: string }) {
  return (
    <div className="invisible" aria-hidden="true">
      {text.split(/\n\s*\n/).map((block, index) => (
        <p key={index} className="mt-3 leading-7 whitespace-pre-line">
          {block}
        </p>
      ))}
    </div>
  );
}
