import { RefreshCw } from 'lucide-react';
import type { ResumeTranslation, TranslationItem } from '@/shared/contracts/resume-translator';
import { Button } from '@/client/components/ui/button';
import { KeptLine, ReviewItem } from './review-item';
import { ReviewPanel } from './review-panel';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A built translation: her summary and skills for the role, her experience job by job, every item
 * to review beside the lines of her resume it came from, and beside it all (above it on phones)
 * her progress and the downloads.
 */
export function TranslationView({
  translation,
  userId,
  onRebuild,
}: {
  translation: ResumeTranslation;
  userId: string;
  onRebuild: () => void;
}) {
  const itemsById = new Map(translation.items.map((item) => [item.id, item]));
  return (
    <div className="mt-8">
      {translation.stale ? <StaleNotice onRebuild={onRebuild} /> : null}
      <p className="text-sm text-slate-700">
        From{' '}
        {translation.resume.fileName ? (
          <strong>{translation.resume.fileName}</strong>
        ) : (
          'your resume'
        )}
        , uploaded {formatDate(translation.resume.uploadedAt)}. Nothing here states a fact your
        resume does not.
      </p>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:order-2">
          <div className="lg:sticky lg:top-20">
            <ReviewPanel translation={translation} userId={userId} />
          </div>
        </div>
        <div className="min-w-0 lg:order-1">
          {translation.contact.length > 0 ? (
            <div className="text-slate-800">
              <p className="text-lg font-semibold text-slate-900">{translation.contact[0]}</p>
              {translation.contact.slice(1).map((line) => (
                <p key={line} className="text-sm break-words">
                  {line}
                </p>
              ))}
            </div>
          ) : null}
          <Summary translation={translation} userId={userId} />
          <Skills translation={translation} userId={userId} />
          <Experience translation={translation} itemsById={itemsById} userId={userId} />
        </div>
      </div>
    </div>
  );
}

function StaleNotice({ onRebuild }: { onRebuild: () => void }) {
  return (
    <section
      aria-labelledby="stale-heading"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <h2 id="stale-heading" className="font-semibold text-amber-950">
          Your resume has changed
        </h2>
        <p className="mt-1 text-sm text-amber-950">
          This translation was built from your previous resume. Rebuild it from your latest one;
          your decisions on the lines that are still there are kept.
        </p>
      </div>
      <Button onClick={onRebuild}>
        <RefreshCw aria-hidden /> Rebuild translation
      </Button>
    </section>
  );
}

function ItemList({
  translation,
  userId,
  section,
}: {
  translation: ResumeTranslation;
  userId: string;
  section: 'summary' | 'skills';
}) {
  const items = translation.items.filter((item) => item.section === section);
  if (items.length === 0) return null;
  return (
    <ol className="mt-3 grid gap-3">
      {items.map((item) => (
        <ReviewItem
          key={item.id}
          item={item}
          userId={userId}
          roleType={translation.roleType}
          role={translation.role}
        />
      ))}
    </ol>
  );
}

function Summary({ translation, userId }: { translation: ResumeTranslation; userId: string }) {
  const sentences = translation.items.filter((item) => item.section === 'summary');
  return (
    <section aria-labelledby="summary-heading" className="mt-6">
      <h2 id="summary-heading" className="text-xl font-semibold text-slate-900">
        Summary
      </h2>
      {sentences.length > 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          Sentences for {translation.role} roles, each beside the lines of your resume it comes
          from. A sentence goes on your resume only when you accept it. One that quotes a line uses
          that line as it will print, so when you decide on the line, the sentence changes and asks
          you again.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-700">
          {translation.stale
            ? 'Rebuild the translation to review a summary built from your lines.'
            : 'Your resume has too little to build a summary from, so none will print.'}
        </p>
      )}
      <ItemList translation={translation} userId={userId} section="summary" />
    </section>
  );
}

function Skills({ translation, userId }: { translation: ResumeTranslation; userId: string }) {
  const { tools, languages } = translation.skills;
  const competencies = translation.items.filter((item) => item.section === 'skills');
  if (competencies.length === 0 && tools.length === 0 && languages.length === 0) return null;
  return (
    <section aria-labelledby="skills-heading" className="mt-8">
      <h2 id="skills-heading" className="text-xl font-semibold text-slate-900">
        Skills
      </h2>
      {competencies.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Skills in {translation.role} terms, strongest first, each beside the lines of your
            resume that show it. Only the ones you accept go under &ldquo;Core skills&rdquo;.
          </p>
          <ItemList translation={translation} userId={userId} section="skills" />
        </>
      ) : null}
      {tools.length > 0 || languages.length > 0 ? (
        <div className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm text-slate-700">
            As your resume names them: the tools you list or say you used, and your languages.
          </p>
          {tools.length > 0 ? <Terms title="Tools" terms={tools} /> : null}
          {languages.length > 0 ? <Terms title="Languages" terms={languages} /> : null}
        </div>
      ) : null}
    </section>
  );
}

function Terms({ title, terms }: { title: string; terms: string[] }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {terms.map((term) => (
          <li key={term} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-900">
            {term}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Experience({
  translation,
  itemsById,
  userId,
}: {
  translation: ResumeTranslation;
  itemsById: Map<string, TranslationItem>;
  userId: string;
}) {
  if (translation.jobs.length === 0) return null;
  return (
    <section aria-labelledby="experience-heading" className="mt-8">
      <h2 id="experience-heading" className="text-xl font-semibold text-slate-900">
        Experience
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Each line beside its rewrite for {translation.role} roles. Accept it, put it in your own
        words, or reject it to keep yours. New words are highlighted.
      </p>
      {translation.jobs.map((job) => {
        const [title, ...details] = job.header;
        return (
          <div key={job.id} className="mt-6">
            {title ? <h3 className="text-lg font-semibold text-slate-900">{title}</h3> : null}
            {details.map((line) => (
              <p key={line} className="text-sm text-slate-700">
                {line}
              </p>
            ))}
            <ol className="mt-3 grid gap-3">
              {job.lines.map((line, index) => {
                if (line.kind === 'kept')
                  return (
                    <KeptLine
                      key={`kept-${index}`}
                      text={line.text}
                      skill={line.skill}
                      why={line.why}
                      prompt={line.prompt}
                    />
                  );
                const item = itemsById.get(line.itemId);
                return item ? (
                  <ReviewItem
                    key={item.id}
                    item={item}
                    userId={userId}
                    roleType={translation.roleType}
                    role={translation.role}
                  />
                ) : null;
              })}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
