import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import {
  ParsingStep,
  UploadStep,
  parsingPercent,
} from '@/client/features/resumes/components/setup-step-views';
import {
  chosenRolesOf,
  shownResultOf,
  type SetupResult,
} from '@/client/features/resumes/lib/setup-result';

afterEach(cleanup);

const analysis = (bestFitRole: string | null) =>
  ({ bestFitRole, roles: [] }) as unknown as ResumeAnalysis;
const stored = (uploadedAt: string, bestFitRole: string | null = 'Customer Success Manager') => ({
  analysis: analysis(bestFitRole),
  fileName: 'maria.pdf',
  uploadedAt,
  comparison: null,
});
const uploaded = (uploadedAt: string): SetupResult => ({
  analysis: analysis('Sales Representative'),
  fallbackRole: null,
  source: { fileName: 'new.pdf', uploadedAt },
  comparison: null,
  kind: 'upload',
});
const user = (targetRoles: string[]) => ({ targetRoles }) as never;

describe('what the Profile Setup tab shows', () => {
  it('shows her upload, then the stored analysis of that same upload once it is read', () => {
    const mine = uploaded('2026-11-28T08:00:00Z');
    expect(shownResultOf(mine, stored('2026-11-01T00:00:00Z') as never, user([]))).toBe(mine);
    const same = shownResultOf(mine, stored('2026-11-28T08:00:00Z') as never, user([]));
    // The stored analysis follows what she said about her verdicts since; the upload's kind stays.
    expect(same?.analysis.bestFitRole).toBe('Customer Success Manager');
    expect(same?.kind).toBe('upload');
  });

  it('falls back on her first target role when the stored analysis names no best fit', () => {
    const shown = shownResultOf(null, stored('2026-11-01T00:00:00Z', null) as never, user(['L&D']));
    expect(shown).toMatchObject({ kind: 'stored', fallbackRole: 'L&D' });
    expect(shownResultOf(null, undefined, user([]))).toBeNull();
  });

  it('calls only what she chose herself "your choice", never what an upload set', () => {
    const fromStore = shownResultOf(null, stored('2026-11-01T00:00:00Z') as never, user([]));
    // Her target is the analysis's own best fit: the upload set it, she did not choose it.
    expect(chosenRolesOf(fromStore, null, user(['Customer Success Manager']))).toEqual([]);
    expect(chosenRolesOf(fromStore, null, user(['Sales Representative']))).toEqual([
      'Sales Representative',
    ]);
    // Chosen in the form this visit wins, even over a fresh upload.
    expect(chosenRolesOf(uploaded('x'), ['Sales Representative'], user([]))).toEqual([
      'Sales Representative',
    ]);
    expect(chosenRolesOf(uploaded('x'), null, user(['Sales Representative']))).toEqual([]);
  });
});

describe('the upload and parsing steps', () => {
  it('names the file chosen on the home page and why the last one was refused', () => {
    const onManual = vi.fn();
    render(
      <UploadStep
        pendingName="maria-resume.pdf"
        refusal="This PDF is a scan with no text."
        onFileSelected={() => {}}
        onManual={onManual}
      />,
    );
    expect(screen.getByText('maria-resume.pdf').tagName).toBe('SPAN');
    expect(
      screen.getByText(/That file could not be analysed\./).parentElement?.textContent,
    ).toContain('This PDF is a scan with no text.');
    fireEvent.click(screen.getByRole('button', { name: 'Enter details manually instead' }));
    expect(onManual).toHaveBeenCalledOnce();
  });

  it('shows no notices when there is nothing to say', () => {
    render(
      <UploadStep
        pendingName={null}
        refusal={null}
        onFileSelected={() => {}}
        onManual={() => {}}
      />,
    );
    expect(screen.queryByText(/on the home page/)).toBeNull();
    expect(screen.queryByText(/could not be analysed/)).toBeNull();
  });

  it('fills 70% of the bar with the upload, then says what the analysis does', () => {
    expect(parsingPercent({ phase: 'uploading', percent: 50 })).toBe(35);
    expect(parsingPercent({ phase: 'analyzing', percent: 100 })).toBe(85);
    render(<ParsingStep progress={{ phase: 'uploading', percent: 40 }} />);
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Resume upload and analysis progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('28');
  });
});
