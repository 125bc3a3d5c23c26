import type { CourseModule } from '@/shared/contracts/mini-courses';

export function KeyTerms({ terms }: { terms: NonNullable<CourseModule['keyTerms']> }) {
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby="key-terms-heading"
    >
      <h2 id="key-terms-heading" className="text-lg font-semibold text-slate-900">
        Key terms
      </h2>
      <dl className="mt-3 grid gap-3">
        {terms.map(({ term, definition }) => (
          <div key={term}>
            <dt className="font-semibold text-slate-900">{term}</dt>
            <dd className="text-slate-800">{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
