import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';

type RecorderState =
  | { kind: 'unsupported' }
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'refused'; message: string }
  | { kind: 'recording' }
  | { kind: 'recorded'; url: string };

const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

function refusal(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'The microphone is turned off for this site, so you cannot record here. You can allow it in your browser’s site settings, or type your answer below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'We could not find a microphone on this device. You can type your answer below.';
  return 'We could not start the microphone. You can type your answer below.';
}

/**
 * She records her answer out loud and listens back. The audio stays in this browser tab as an
 * object URL: it is never uploaded, and it is gone when she leaves the page or records again.
 */
export function AnswerRecorder() {
  const [state, setState] = useState<RecorderState>(() =>
    canRecord() ? { kind: 'idle' } : { kind: 'unsupported' },
  );
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const url = useRef<string | null>(null);

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  const forgetRecording = () => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
  };

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
      forgetRecording();
    },
    [],
  );

  const start = async () => {
    forgetRecording();
    setState({ kind: 'asking' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ kind: 'refused', message: refusal(error) });
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    const next = new MediaRecorder(media);
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: next.mimeType || 'audio/webm' });
      url.current = URL.createObjectURL(blob);
      setState({ kind: 'recorded', url: url.current });
    };
    recorder.current = next;
    next.start();
    setState({ kind: 'recording' });
  };

  return (
    <section aria-labelledby="recorder-heading" className="space-y-2 rounded-md border p-3">
      <h3 id="recorder-heading" className="font-semibold">
        Say it out loud (optional)
      </h3>
      {state.kind === 'unsupported' ? (
        <p>
          This browser cannot record audio, so recording is not available here. Your typed answer
          works as usual.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Record yourself and listen back. The recording stays on this device: it is never uploaded
          or saved, and it is gone when you leave this page.
        </p>
      )}
      {state.kind === 'refused' ? <p role="alert">{state.message}</p> : null}
      <p aria-live="polite" className="text-sm font-medium">
        {state.kind === 'asking'
          ? 'Waiting for your browser to allow the microphone…'
          : state.kind === 'recording'
            ? 'Recording. Press “Stop recording” when you finish.'
            : state.kind === 'recorded'
              ? 'Recorded. Press play to listen back.'
              : ''}
      </p>
      {state.kind === 'recorded' ? (
        // Her own voice, played back to her: there is no caption file, because turning it into
        // text would send it to a speech server (see the note under the recorder).
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio controls src={state.url} aria-label="Your recorded answer" className="w-full" />
      ) : null}
      {state.kind === 'unsupported' ? null : state.kind === 'recording' ? (
        <Button type="button" variant="outline" onClick={() => recorder.current?.stop()}>
          Stop recording
        </Button>
      ) : (
        <Button
          type="button"
          variant="outline"
          disabled={state.kind === 'asking'}
          onClick={() => void start()}
        >
          {state.kind === 'recorded' ? 'Record again' : 'Record my answer'}
        </Button>
      )}
    </section>
  );
}
