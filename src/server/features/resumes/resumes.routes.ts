import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESUME_MAX_BYTES } from '@/shared/constants';
import { UNSAFE_TEXT_MESSAGE, isStorableText } from '@/shared/contracts/safe-text';
import { LatestResumeResponseSchema, ResumeUploadResponseSchema } from '@/shared/contracts/resumes';
import { HttpError, badRequest, errorResponses, forbidden } from '../../lib/http-errors';
import { loadRoleProfiles } from '../../lib/onet/role-profiles';
import { requireUser, signedInUser } from '../../plugins/session';
import { ExtractionError, type ExtractionFailure } from './extraction/extraction-errors';
import { latestResumeResponse } from './latest-resume';
import { uploadResume } from './upload-resume';

const SUPPORTED = 'Please upload a PDF, DOC, DOCX or TXT file.';
const MANUAL = 'or enter your details manually instead';
const REFUSALS: Record<ExtractionFailure, [number, string]> = {
  unsupported: [415, `This file type isn't supported. ${SUPPORTED}`],
  // The message names what she picked (see imageMessage).
  image: [415, `This looks like an image, not a resume document. ${SUPPORTED}`],
  'no-text': [
    422,
    `We couldn't find any text in this file. If it is a scanned PDF (a picture of your resume), upload the original document or a text-based PDF, ${MANUAL}.`,
  ],
  'too-short': [
    422,
    `This file is too short to analyse: it has only a few words. Upload your full resume, ${MANUAL}.`,
  ],
  'too-large-expanded': [
    422,
    'This document expands to far more data than a resume when opened, so we did not read it. Please save it again as a PDF or DOCX and upload that.',
  ],
  unreadable: [
    422,
    `We couldn't open this file. It may be damaged or password-protected. Save it again as a PDF or DOCX, ${MANUAL}.`,
  ],
  timeout: [
    422,
    'Reading this file took too long. Please save it as a simpler PDF or DOCX and try again.',
  ],
  busy: [503, 'We are reading a lot of resumes right now. Please try again in a minute.'],
};

const CLAIMED: Record<string, string> = {
  pdf: 'a PDF',
  docx: 'a Word document',
  doc: 'a Word document',
  txt: 'a text file',
};

/** "This looks like an image, not a PDF": what the file is, against what its name says it is. */
function imageMessage(fileName: string, format: string): string {
  const claimed = CLAIMED[fileName.split('.').pop()?.toLowerCase() ?? ''];
  return `This looks like an image${format ? ` (${format})` : ''}, not ${claimed ?? 'a resume document'}. If it is a photo or scan of your resume, upload the original document (PDF, DOCX or TXT), ${MANUAL}.`;
}

function fileTooLarge(): HttpError {
  return new HttpError(
    413,
    'Your file is larger than 5 MB. Please upload a smaller file (PDF, DOC, DOCX or TXT).',
    'FILE_TOO_LARGE',
  );
}

export const resumesRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = loadRoleProfiles();
  app.addHook('preHandler', requireUser);

  app.post(
    '/upload',
    {
      config: { rateLimit: { max: app.config.uploadRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        response: {
          200: ResumeUploadResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 422, 503),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'Send the resume as multipart/form-data with the file in a field named "resume".',
          'NOT_MULTIPART',
        );
      }
      let file: { name: string; bytes: Buffer } | undefined;
      let claimedUserId: string | undefined;
      try {
        for await (const part of request.parts({
          limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 },
        })) {
          if (part.type === 'file') {
            const upload = part as MultipartFile;
            if (upload.fieldname !== 'resume') {
              await upload.toBuffer();
              continue;
            }
            if (!isStorableText(upload.filename)) {
              await upload.toBuffer();
              const message = `File name ${UNSAFE_TEXT_MESSAGE}`;
              throw new HttpError(400, message, 'VALIDATION_ERROR', {
                fields: { filename: message },
              });
            }
            file = {
              name: upload.filename.slice(0, 200) || 'resume',
              bytes: await upload.toBuffer(),
            };
          } else if (part.fieldname === 'userId') {
            claimedUserId = String(part.value);
          }
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
        if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one file at a time.');
        // Anything else thrown while reading the parts is a malformed body (no boundary, cut
        // short, bad headers): the sender's problem, never ours.
        request.log.info({ err: error }, 'unreadable multipart upload');
        throw badRequest('The upload could not be read. Please choose the file again.');
      }
      if (claimedUserId !== undefined && claimedUserId !== user.id) {
        throw forbidden('You can only upload a resume to your own account');
      }
      if (!file) throw badRequest('Choose a resume file to upload (field "resume").');
      if (file.bytes.length === 0) {
        throw new HttpError(
          422,
          'This file is empty. Please choose your resume file again (PDF, DOC, DOCX or TXT).',
          'RESUME_EMPTY',
        );
      }

      try {
        const answer = await uploadResume(
          {
            db: app.db,
            files: app.resumeFiles,
            extractor: app.textExtractor,
            profiles,
            llm: app.llm,
            log: request.log,
          },
          user,
          file,
        );
        app.sessionCache.forgetUser(user.id);
        return answer;
      } catch (error) {
        if (!(error instanceof ExtractionError)) throw error;
        request.log.info({ reason: error.reason, detail: error.message }, 'resume refused');
        const [status, generic] = REFUSALS[error.reason];
        const message = error.reason === 'image' ? imageMessage(file.name, error.message) : generic;
        throw new HttpError(
          status,
          message,
          `RESUME_${error.reason.toUpperCase().replace(/-/g, '_')}`,
        );
      }
    },
  );

  app.get(
    '/latest',
    { schema: { response: { 200: LatestResumeResponseSchema } } },
    async (request) =>
      latestResumeResponse(app.db, app.content, signedInUser(request).id, profiles),
  );
};
