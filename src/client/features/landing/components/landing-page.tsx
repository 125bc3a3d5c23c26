import {
  BarChart3,
  BookOpenCheck,
  Briefcase,
  ClipboardCheck,
  FileSearch,
  FileText,
  GraduationCap,
  Route,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { badgeVariants } from '@/client/components/ui/badge-variants';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { cardStyles } from '@/client/components/ui/card-styles';
import { paths } from '@/client/config/paths';
import { SampleQuestion } from './sample-question';

const REASONS = [
  {
    title: 'You already do the job',
    text: 'Explaining hard ideas, handling tough conversations with parents and keeping thirty people engaged are the core of sales, customer success and corporate training.',
  },
  {
    title: 'Hiring managers need the translation',
    text: 'We turn "differentiated instruction" and "parent-teacher conferences" into the words recruiters search for, with evidence from your own resume.',
  },
  {
    title: 'A plan, not a pep talk',
    text: 'See which role fits, what to learn first, and real openings gathered every hour, so your summer break becomes a career move.',
  },
];

const FEATURES = [
  {
    icon: FileSearch,
    title: 'Resume analysis',
    text: 'Upload your resume and see how your experience maps to each role, with quoted evidence and the gaps to close.',
  },
  {
    icon: Route,
    title: 'Personalized learning paths',
    text: 'A path for each role you are considering: course, assessment, career kit and matching jobs.',
  },
  {
    icon: BookOpenCheck,
    title: 'Mini-courses',
    text: 'Short video modules with practice tasks you can finish in an evening.',
  },
  {
    icon: ClipboardCheck,
    title: 'Role assessments',
    text: '24 questions per role, 20 of them scored, and each one you miss points you to the module that teaches it, so you know you are ready before the interview.',
  },
  {
    icon: FileText,
    title: 'Career kits',
    text: 'A 30-60-90 day plan, translated resume bullets, interview answers and a glossary, as a PDF you keep.',
  },
  {
    icon: Briefcase,
    title: 'Live job feed',
    text: 'Sales, customer success and L&D openings from real job boards, refreshed every hour.',
  },
];

/** The landing page; step 1 of 'How It Works' holds the resume picker the page hands in. */
export function LandingPage({ resumePicker }: { resumePicker: ReactNode }) {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 text-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 sm:py-24 md:grid-cols-[3fr_2fr] md:items-center">
          <div>
            <span className={badgeVariants({ variant: 'highlight' })}>
              Built by educators, for educators
            </span>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              From Classroom to Career
            </h1>
            <p className="mt-4 max-w-xl text-lg text-blue-50">
              Find out whether Sales, Customer Success or Learning &amp; Development fits the skills
              you already use every day, then follow a plan to land the role.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={paths.explore.href()}
                className={buttonVariants({ size: 'lg', variant: 'accent' })}
              >
                Explore Your Next Role
              </Link>
            </div>
          </div>
          <div className="grid gap-3 rounded-xl border border-white/20 bg-white/10 p-5 text-white sm:p-6">
            <p className="flex items-center gap-2 text-sm font-semibold text-amber-200">
              <Sparkles className="size-4" aria-hidden /> What you get
            </p>
            <ul className="grid gap-2 text-sm text-blue-50">
              <li>Role matching from your resume, with the evidence</li>
              <li>Skill gap insight and what closes each gap</li>
              <li>A preview of each role and a sample assessment question</li>
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Why teachers make the move with us
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {REASONS.map((reason) => (
            <div key={reason.title}>
              <h3 className="text-lg font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-slate-700">{reason.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            How It Works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            <li className="rounded-xl border border-slate-200 bg-slate-50 p-5">
              <p className="text-sm font-bold text-brand-700">Step 1</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">Upload your resume</h3>
              <p className="mt-2 mb-4 text-sm text-slate-700">
                We read it on our server, usually within a few seconds, and show which skills carry
                over.
              </p>
              {resumePicker}
            </li>
            <li className="rounded-xl border border-slate-200 bg-slate-50 p-5">
              <p className="text-sm font-bold text-brand-700">Step 2</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">Choose a target role</h3>
              <p className="mt-2 mb-4 text-sm text-slate-700">
                See how well each role fits, and why.
              </p>
              <div className="grid gap-2">
                <div className="flex items-center justify-between rounded-md border border-emerald-300 bg-white p-3">
                  <span className="font-semibold text-slate-900">Sales Rep - Great Match</span>
                  <BarChart3 className="size-4 text-emerald-700" aria-hidden />
                </div>
                <div className="flex items-center justify-between rounded-md border border-blue-300 bg-white p-3">
                  <span className="font-semibold text-slate-900">
                    Customer Success - Good Match!
                  </span>
                  <BarChart3 className="size-4 text-blue-700" aria-hidden />
                </div>
              </div>
            </li>
            <li className="rounded-xl border border-slate-200 bg-slate-50 p-5">
              <p className="text-sm font-bold text-brand-700">Step 3</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">Upskill</h3>
              <p className="mt-2 mb-4 text-sm text-slate-700">
                Short courses and an assessment for each role.
              </p>
              <SampleQuestion />
            </li>
          </ol>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Everything you need to make the switch
        </h2>
        <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className={cardStyles.root}>
              <div className={cardStyles.header}>
                <Icon className="size-6 text-brand-700" aria-hidden />
                <h3 className={cardStyles.title}>{title}</h3>
              </div>
              <div className={cardStyles.content}>
                <p className="text-sm text-slate-700">{text}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="fit-heading" className="bg-amber-50 py-16">
        <div className="mx-auto flex max-w-3xl flex-col items-center px-4 text-center">
          <GraduationCap className="size-10 text-brand-700" aria-hidden />
          <h2 id="fit-heading" className="mt-3 text-3xl font-bold tracking-tight text-slate-900">
            Ready to see where you fit?
          </h2>
          <p className="mt-3 text-slate-700">
            It takes one upload. Your analysis is private to your account.
          </p>
          <Link
            to={paths.signup.href()}
            className={buttonVariants({ size: 'lg', className: 'mt-6' })}
          >
            Find Your Fit
          </Link>
        </div>
      </section>
    </>
  );
}
