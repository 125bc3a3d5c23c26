import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResumeUploadResponse } from '@/shared/contracts/resumes';
import { evidenceKeys, resumeTranslationKeys } from '@/client/lib/query-keys';
import { sessionStore } from '@/client/lib/session-store';
import { refreshProfileReads, refreshStoredUser } from './update-profile';

export interface UploadProgress {
  /** 0-100 of the bytes sent; the server then reads and analyses the file. */
  percent: number;
  phase: 'uploading' | 'analyzing';
}

/**
 * POST /api/resumes/upload as multipart. XMLHttpRequest rather than fetch, because fetch cannot
 * report upload progress.
 */
export function uploadResume(
  file: File,
  userId: string,
  onProgress: (progress: UploadProgress) => void,
): Promise<ResumeUploadResponse> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('userId', userId);
    body.append('resume', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/resumes/upload');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress({ percent: Math.round((event.loaded / event.total) * 100), phase: 'uploading' });
    };
    xhr.upload.onload = () => onProgress({ percent: 100, phase: 'analyzing' });
    xhr.onerror = () => reject(new TypeError('Network error during upload'));
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(text) as ResumeUploadResponse);
        return;
      }
      if (xhr.status === 401) sessionStore.clear();
      // The envelope's zod contract comes with the first error answer, as in api-client.ts.
      import('@/client/lib/api-error').then(
        ({ toApiError }) => reject(toApiError(xhr.status, xhr.statusText, text)),
        reject,
      );
    };
    onProgress({ percent: 0, phase: 'uploading' });
    xhr.send(body);
  });
}

export interface UploadResumeInput {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  /**
   * Refetch her profile once analysed (the default). The manual form's text upload says false:
   * the profile save that follows refetches, and two refetches could land out of order.
   */
  refreshProfile?: boolean;
}

/**
 * A resume upload: the analysis sets her profile (her target role among it), so the upload settles
 * only once her refreshed user is stored: a page she opens from the result (the jobs feed, ranked
 * for her target roles) starts from them, not from the roles she had before and then changes under
 * her. What the profile decides is then read again, not awaited, and her translations, built from
 * the previous resume, are read again to show they are out of date.
 */
export function useUploadResume(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress = () => {} }: UploadResumeInput) =>
      uploadResume(file, userId, onProgress),
    onSuccess: async (_response, { refreshProfile = true }) => {
      void queryClient.invalidateQueries({ queryKey: resumeTranslationKeys.all(userId) });
      // Her verdicts are read from the resume: the bank read on arrival no longer holds.
      void queryClient.invalidateQueries({ queryKey: evidenceKeys.bank(userId) });
      if (!refreshProfile) return;
      await refreshStoredUser(userId);
      void refreshProfileReads(queryClient, userId);
    },
  });
}
