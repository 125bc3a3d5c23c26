/** decisions.md track colours, as Tailwind classes. */
export const COURSE_THEME = {
  blue: {
    header: 'from-blue-800 to-blue-700',
    bar: 'bg-blue-600',
    ring: 'border-blue-200',
    text: 'text-blue-800',
  },
  green: {
    header: 'from-emerald-800 to-emerald-700',
    bar: 'bg-emerald-600',
    ring: 'border-emerald-200',
    text: 'text-emerald-800',
  },
  purple: {
    header: 'from-purple-800 to-purple-700',
    bar: 'bg-purple-600',
    ring: 'border-purple-200',
    text: 'text-purple-800',
  },
} as const;

/** youtube.com/embed/ID -> the privacy-enhanced youtube-nocookie.com host (no cookies until play). */
export const privacyEmbed = (link: string) =>
  link.replace('https://www.youtube.com/embed/', 'https://www.youtube-nocookie.com/embed/');
