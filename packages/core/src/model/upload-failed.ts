// Apart from the schemas, so the upload machines (which run app-wide) do not bring zod onto the first page.

/** The progress value that marks a failed file upload. */
export const UPLOAD_FAILED = 'FAILED';
