import { ExternalLink } from 'lucide-react';
import { privacyEmbed } from '../lib/course-theme';

const watchUrl = (embed: string) => `https://www.youtube.com/watch?v=${embed.slice(-11)}`;

/** The video supplements the written lesson; the link by title works where embeds are blocked. */
export function ModuleVideo({
  link,
  title,
  channel,
}: {
  link: string;
  title: string;
  channel?: string;
}) {
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby="video-heading"
    >
      <h2 id="video-heading" className="text-lg font-semibold text-slate-900">
        Watch next: a video on this topic
      </h2>
      <div className="mt-3 aspect-video overflow-hidden rounded-lg bg-slate-900">
        <iframe
          className="size-full"
          src={privacyEmbed(link)}
          title={title}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        <a
          href={watchUrl(link)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium break-words text-brand-700 underline underline-offset-2"
        >
          {title}
          <ExternalLink className="size-4 shrink-0" aria-hidden />
          <span className="sr-only"> (opens YouTube in a new tab)</span>
        </a>
        {channel ? <span> · {channel}</span> : null}
      </p>
    </section>
  );
}
