import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { runtimeSettings } from '@/client/lib/runtime-settings';
import { LogoMark } from './logo';

export function Footer() {
  const contact = runtimeSettings.contactEmail;
  return (
    <footer className="mt-auto border-t border-slate-200 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-[1fr_auto]">
        <div className="flex items-start gap-3">
          <LogoMark className="size-8 shrink-0" />
          <div>
            <p className="font-semibold text-white">Classroom to Career</p>
            <p className="mt-1 max-w-md text-sm text-slate-300">
              Built by educators to help teachers move into Sales, Customer Success and Learning
              &amp; Development.
            </p>
          </div>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap items-start gap-x-6 gap-y-2 text-sm">
          <Link to={paths.dashboard.href()} className="hover:text-white hover:underline">
            Dashboard
          </Link>
          <Link to={paths.explore.href()} className="hover:text-white hover:underline">
            Learning Pathways
          </Link>
          <Link to={paths.privacy.href()} className="hover:text-white hover:underline">
            Privacy
          </Link>
          <a
            href={contact ? `mailto:${contact}` : 'mailto:'}
            className="hover:text-white hover:underline"
          >
            Contact Us
          </a>
        </nav>
      </div>
    </footer>
  );
}
