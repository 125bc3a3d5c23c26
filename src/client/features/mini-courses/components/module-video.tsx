import { ExternalLink, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { privacyEmbed } from '../lib/course-theme';

const watchUrl = (embed: string) => `https://www.youtube.com/watch?v=${embed.slice(-11)}`;

/**
 * The video supplements the written lesson. It starts as a card that names the video and links to
 * it on YouTube, and the player loads only when she asks for it: offline, or where embeds are
 * blocked, a bare player was a large black box that said nothing (walkthrough m7).
 */
export function ModuleVideo({
  link,
  title,
  channel,
}: {
  link: string;
  title: string;
  channel?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const watchLink = (
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
  );
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-5"
      aria-labelledby="video-heading"
    >
      <h2 id="video-heading" className="text-lg font-semibold text-slate-900">
        Watch next: a video on this topic
      </h2>
      {playing ? (
        <div className="mt-3 aspect-video overflow-hidden rounded-lg bg-slate-100">
          <iframe
            className="size-full"
            src={privacyEmbed(link)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      ) : (
        <div className="mt-3 grid gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 sm:grid-cols-[auto_1fr] sm:items-center">
          <PlayCircle className="size-10 text-brand-700" aria-hidden />
          <div className="grid gap-2">
            <p className="text-sm text-slate-800">
              <span className="font-semibold">{title}</span>
              {channel ? <span> · {channel}</span> : null}
              <span className="block text-slate-700">
                A YouTube video. It needs an internet connection.
              </span>
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => setPlaying(true)}>
                <PlayCircle aria-hidden /> Play it here
              </Button>
              <Button asChild variant="outline">
                <a href={watchUrl(link)} target="_blank" rel="noopener noreferrer">
                  Watch on YouTube <ExternalLink aria-hidden />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </div>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-700">
        {watchLink}
        {channel ? <span> · {channel}</span> : null}
      </p>
    </section>
  );
}
