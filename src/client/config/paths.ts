/** Every route pattern and its href builder, in one place. */
export const paths = {
  home: { pattern: '/', href: () => '/' },
  explore: { pattern: '/explore', href: () => '/explore' },
  login: { pattern: '/login', href: () => '/login' },
  /** Sign-up has its own address, so a link can open it (walk-through M4). */
  signup: { pattern: '/signup', href: () => '/signup' },
  /** The pages account emails link to (server: features/auth/auth-context.ts LINK_PAGES). */
  forgotPassword: { pattern: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: {
    pattern: '/reset-password',
    href: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  verifyEmail: {
    pattern: '/verify-email',
    href: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  },
  confirmEmailChange: {
    pattern: '/confirm-email-change',
    href: (token: string) => `/confirm-email-change?token=${encodeURIComponent(token)}`,
  },
  dashboard: {
    pattern: '/dashboard',
    href: (query?: { source?: string; refreshed?: boolean; tab?: 'profile' | 'progress' }) => {
      const params = new URLSearchParams();
      if (query?.source) params.set('source', query.source);
      if (query?.refreshed) params.set('refreshed', 'true');
      if (query?.tab) params.set('tab', query.tab);
      const search = params.toString();
      return search ? `/dashboard?${search}` : '/dashboard';
    },
  },
  jobs: { pattern: '/jobs', href: () => '/jobs' },
  applications: { pattern: '/applications', href: () => '/applications' },
  /** Her cover letter for one application (issue 29). */
  coverLetter: {
    pattern: '/applications/:applicationId/cover-letter',
    href: (applicationId: string) => `/applications/${applicationId}/cover-letter`,
  },
  /** The Interview Studio (issue 28): practice one question at a time. */
  interview: { pattern: '/interview', href: () => '/interview' },
  /** One scripted roleplay, played turn by turn, then scored (issue 28, item 5). */
  interviewRoleplay: {
    pattern: '/interview/roleplay/:roleplayId',
    href: (id: string) => `/interview/roleplay/${encodeURIComponent(id)}`,
  },
  /** The exit planner (issue 30): her dated plan from her contract, and offers compared. */
  exitPlan: { pattern: '/exit-plan', href: () => '/exit-plan' },
  /** Her STAR stories, which practice suggests per question. */
  interviewStories: { pattern: '/interview/stories', href: () => '/interview/stories' },
  unsubscribe: { pattern: '/unsubscribe', href: () => '/unsubscribe' },
  account: { pattern: '/account', href: () => '/account' },
  /** Administrators only (ADMIN_EMAILS with a verified address); shown in the nav to them. */
  admin: { pattern: '/admin', href: () => '/admin' },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  certificate: {
    pattern: '/certificates/:certificateId',
    href: (id: string) => `/certificates/${id}`,
  },
  upskilling: { pattern: '/upskilling', href: () => '/upskilling' },
  pathways: { pattern: '/pathways', href: () => '/pathways' },
  resumeTranslator: {
    pattern: '/resume-translator/:roleType',
    href: (slug: string) => `/resume-translator/${slug}`,
  },
  assessment: {
    pattern: '/assessment/:roleId',
    href: (slug: string, options?: { showResults?: boolean }) =>
      `/assessment/${slug}${options?.showResults ? '?showResults=true' : ''}`,
  },
  course: { pattern: '/course/:courseId', href: (slug: string) => `/course/${slug}` },
  /** The old single-case address: it opens the course page, which lists every case. */
  caseStudies: {
    pattern: '/course/:courseId/case-study',
    href: (slug: string) => `/course/${slug}/case-study`,
  },
  caseStudy: {
    pattern: '/course/:courseId/case-study/:caseId',
    href: (slug: string, caseId: string) => `/course/${slug}/case-study/${caseId}`,
  },
  module: {
    pattern: '/course/:courseId/module/:moduleId',
    href: (slug: string, moduleId: number) => `/course/${slug}/module/${moduleId}`,
  },
  paymentSuccessFor: {
    pattern: '/payment-success/:courseType',
    href: (slug: string) => `/payment-success/${slug}`,
  },
  paymentSuccess: { pattern: '/payment-success', href: () => '/payment-success' },
  /** The built-in checkout used when no payment provider is configured (decisions.md). */
  testCheckout: {
    pattern: '/test-checkout/:sessionId',
    href: (id: string) => `/test-checkout/${id}`,
  },
} as const;
