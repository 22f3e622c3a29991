import { z } from 'zod';

// Answers of the upload calls (spec part 1 §7 "Stories and upload") as the browser reads them. The server checks
// requests with its own stricter schemas; these are the shapes it promises back.

/** `POST /stories/start`: the story created to receive the file. */
export const StartStoryResponseSchema = z.object({ storyId: z.string().min(1), _id: z.string().min(1) });
export type StartStoryResponse = z.infer<typeof StartStoryResponseSchema>;

/** `GET /stories/{id}/upload-config`: a multipart upload and a signed PUT address per part. */
export const UploadConfigResponseSchema = z.object({
  Parts: z.array(z.object({ PartNumber: z.number().int().min(1), signedUrl: z.string().min(1) })),
  Key: z.string().min(1),
  UploadId: z.string().min(1),
});
export type UploadConfigResponse = z.infer<typeof UploadConfigResponseSchema>;

/** `GET /stories/{id}/media/upload/parts`: the parts already received, so an interrupted upload resumes. */
export const UploadedPartsResponseSchema = z.object({
  Parts: z.array(z.object({ PartNumber: z.number().int().min(1), Size: z.number(), ETag: z.string() })),
});
export type UploadedPartsResponse = z.infer<typeof UploadedPartsResponseSchema>;

/** `POST /stories/{id}/media/upload/completion`. */
export const UploadCompletionResponseSchema = z.object({ ok: z.literal(true), key: z.string(), size: z.number() });
export type UploadCompletionResponse = z.infer<typeof UploadCompletionResponseSchema>;
