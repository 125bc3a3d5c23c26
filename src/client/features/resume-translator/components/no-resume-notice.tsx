import { FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

/** She has no resume yet (the build answered 409): what the translator will do, and the way to upload. */
export function NoResumeNotice({ role }: { role: string }) {
  return (
    <section
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 sm:p-8"
      aria-labelledby="no-resume-heading"
    >
      <FileUp className="size-8 text-brand-700" aria-hidden />
      <h2 id="no-resume-heading" className="mt-3 text-xl font-semibold text-slate-900">
        Upload your resume first
      </h2>
      <p className="mt-2 text-slate-800">
        The translator takes the resume you wrote as a teacher and rewrites it, line by line, in the
        words {role} recruiters look for. It never adds a fact your resume does not state.
      </p>
      <ul className="mt-4 grid list-disc gap-1.5 pl-6 text-slate-800">
        <li>Each line of your experience is matched to the skill it shows, with why it matters.</li>
        <li>A three-sentence summary and a skills section, built only from your resume.</li>
        <li>You accept, edit or reject every suggestion; nothing changes without you.</li>
        <li>Download the tailored resume as a Word document or a PDF.</li>
      </ul>
      <Button asChild className="mt-6">
        <Link to={paths.dashboard.href({ tab: 'profile' })}>Upload your resume</Link>
      </Button>
    </section>
  );
}
