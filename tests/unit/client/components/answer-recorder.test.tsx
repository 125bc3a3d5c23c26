import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerRecorder } from '@/client/features/interview/components/answer-recorder';

// The browser edge is faked on the window: getUserMedia and MediaRecorder. Everything else is the
// component as it ships.

const stopped: string[] = [];

class FakeTrack {
  stop() {
    stopped.push('track');
  }
}

class FakeStream {
  getTracks() {
    return [new FakeTrack()];
  }
}

class FakeMediaRecorder {
  static last: FakeMediaRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(readonly stream: FakeStream) {
    FakeMediaRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const uploads: string[] = [];

function install(getUserMedia: (() => Promise<unknown>) | null, recorder = true) {
  if (recorder)
    Object.defineProperty(window, 'MediaRecorder', {
      value: FakeMediaRecorder,
      configurable: true,
      writable: true,
    });
  Object.defineProperty(navigator, 'mediaDevices', {
    value: getUserMedia ? { getUserMedia } : undefined,
    configurable: true,
  });
  // Nothing the recorder does may reach the network.
  Object.defineProperty(window, 'fetch', {
    value: (input: unknown) => {
      uploads.push(String(input));
      return Promise.reject(new Error('no network in this test'));
    },
    configurable: true,
    writable: true,
  });
}

const original = { fetch: window.fetch };

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'MediaRecorder');
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Object.defineProperty(window, 'fetch', {
    value: original.fetch,
    configurable: true,
    writable: true,
  });
  FakeMediaRecorder.last = null;
  stopped.length = 0;
  uploads.length = 0;
});

describe('recording an answer in the browser', () => {
  it('says plainly when the browser cannot record, and offers no record button', () => {
    install(null, false);
    render(<AnswerRecorder />);
    expect(screen.getByText(/This browser cannot record audio/)).toBeTruthy();
    expect(screen.getByText(/typed answer works as usual/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Record/ })).toBeNull();
  });

  it('says so when she refuses the microphone, and lets her try again', async () => {
    install(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<AnswerRecorder />);
    fireEvent.click(screen.getByRole('button', { name: 'Record my answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/microphone is turned off for this site/);
    expect(alert.textContent).toMatch(/type your answer/);
    expect(screen.getByRole('button', { name: 'Record my answer' })).toBeTruthy();
    expect(FakeMediaRecorder.last).toBeNull();
  });

  it('says so when there is no microphone', async () => {
    install(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    render(<AnswerRecorder />);
    fireEvent.click(screen.getByRole('button', { name: 'Record my answer' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not find a microphone/);
  });

  it('records, stops, and plays back from this device without uploading anything', async () => {
    install(() => Promise.resolve(new FakeStream()));
    render(<AnswerRecorder />);
    expect(screen.getByText(/stays on this device: it is never uploaded/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record my answer' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    expect(screen.getByText(/^Recording\./)).toBeTruthy();
    expect(FakeMediaRecorder.last?.state).toBe('recording');

    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    const audio = await screen.findByLabelText('Your recorded answer');
    expect(audio.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText(/Press play to listen back/)).toBeTruthy();
    expect(stopped).toEqual(['track']);
    expect(screen.getByRole('button', { name: 'Record again' })).toBeTruthy();
    expect(uploads).toEqual([]);
  });

  it('forgets the last recording when she records again', async () => {
    install(() => Promise.resolve(new FakeStream()));
    render(<AnswerRecorder />);
    fireEvent.click(screen.getByRole('button', { name: 'Record my answer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    const first = (await screen.findByLabelText('Your recorded answer')).getAttribute('src');
    fireEvent.click(screen.getByRole('button', { name: 'Record again' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    expect(screen.queryByLabelText('Your recorded answer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your recorded answer').getAttribute('src')).not.toBe(first),
    );
  });
});
