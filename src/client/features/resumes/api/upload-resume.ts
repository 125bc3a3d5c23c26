import type { ResumeUploadResponse } from '@/shared/contracts/resumes';
import { toApiError } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/session-store';

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
      reject(toApiError(xhr.status, xhr.statusText, text));
    };
    onProgress({ percent: 0, phase: 'uploading' });
    xhr.send(body);
  });
}
