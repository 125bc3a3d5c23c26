import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button-variants';
import { paths } from '@/client/config/paths';
import { useSession } from '@/client/hooks/use-session';
import { LogoMark } from './logo';
import { linkClass } from './nav-link-class';

const LogoutButton = lazy(() =>
  import('./logout-button').then((module) => ({ default: module.LogoutButton })),
);

const AdminNavLink = lazy(() =>
  import('./admin-nav-link').then((module) => ({ default: module.AdminNavLink })),
);

export function NavBar() {
  const { isSignedIn, user } = useSession();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? location.pathname : null);
  const greeting = `Hi, ${user?.firstName || 'User'}`;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = (
    <>
      <NavLink to={paths.explore.href()} className={linkClass}>
        Learning Pathways
      </NavLink>
      <NavLink to={paths.upskilling.href()} className={linkClass}>
        Courses
      </NavLink>
      {isSignedIn ? (
        <>
          <NavLink to={paths.dashboard.href()} className={linkClass}>
            Dashboard
          </NavLink>
          {/* Her own paths, beside the public Learning Pathways (walk-through m10). */}
          <NavLink to={paths.pathways.href()} className={linkClass}>
            My pathways
          </NavLink>
          <NavLink to={paths.jobs.href()} className={linkClass}>
            Job Feed
          </NavLink>
          <NavLink to={paths.applications.href()} className={linkClass}>
            Applications
          </NavLink>
          <NavLink to={paths.interview.href()} className={linkClass}>
            Interview practice
          </NavLink>
          <NavLink to={paths.exitPlan.href()} className={linkClass}>
            Exit plan
          </NavLink>
          <Suspense fallback={null}>
            <AdminNavLink />
          </Suspense>
        </>
      ) : null}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4"
      >
        <Link
          to={paths.home.href()}
          className="flex items-center gap-2 rounded-md text-base font-bold text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <LogoMark className="size-8" />
          <span>Classroom to Career</span>
        </Link>
        {/* Eight signed-in links and her name need 1,080 px: narrower screens get the menu. */}
        <div className="hidden items-center gap-1 xl:flex">
          {links}
          {isSignedIn ? (
            <>
              <NavLink to={paths.account.href()} className={linkClass} title="Your account">
                {greeting}
              </NavLink>
              <Suspense fallback={<span className="size-10" />}>
                <LogoutButton />
              </Suspense>
            </>
          ) : (
            <Link to={paths.login.href()} className={buttonVariants({ className: 'ml-2' })}>
              Login
            </Link>
          )}
        </div>
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'xl:hidden' })}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 py-3 xl:hidden">
          <div className="flex flex-col gap-1">
            {links}
            {isSignedIn ? (
              <>
                <NavLink to={paths.account.href()} className={linkClass}>
                  {greeting}
                </NavLink>
                <Suspense fallback={null}>
                  <LogoutButton inMenu />
                </Suspense>
              </>
            ) : (
              <Link to={paths.login.href()} className={buttonVariants()}>
                Login
              </Link>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}
