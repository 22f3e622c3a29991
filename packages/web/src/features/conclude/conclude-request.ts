import type { ConcludeRequest, Story } from '@storykeep/core';

/** The conclude form as the author edits it; emails is the text of the addresses field. */
export interface ConcludeFormValues {
  title: string;
  description: string;
  notes: string;
  folders: string[];
  emails: string;
  notifyGroup: boolean;
  termsAccepted: boolean;
}

/** Where the story is being concluded, and how its media arrived. */
export interface ConcludeContext {
  storyId: string;
  projectId: string | null;
  isUpload: boolean;
}

/** The addresses typed in the emails field: split on commas, semicolons and white space, blanks and repeats dropped. */
export function splitEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((e) => e.trim())
        .filter((e) => e.length > 0),
    ),
  ];
}

/** The form's starting values from the story (blank when it could not be read, as for a visitor). */
export function concludeFormValues(story: Story | null, folderId: string | null): ConcludeFormValues {
  const folders = new Set(story?.foldersId ?? story?.folders?.map((f) => f._id) ?? []);
  if (folderId) folders.add(folderId);
  return {
    title: story?.title ?? '',
    description: story?.description ?? '',
    notes: '',
    folders: [...folders],
    emails: '',
    notifyGroup: false,
    termsAccepted: false,
  };
}

/** The body of `POST /stories/{id}/conclude` (see docs/product/api.md) from the form. */
export function concludeRequest(story: Story | null, values: ConcludeFormValues, context: ConcludeContext): ConcludeRequest {
  return {
    story_id: context.storyId,
    title: values.title.trim(),
    description: values.description.trim(),
    notes: values.notes,
    groups: [],
    projects: context.projectId ? [context.projectId] : [],
    project: context.projectId,
    folders: values.folders,
    emails: splitEmails(values.emails),
    notify_group: values.notifyGroup,
    termsAccepted: values.termsAccepted,
    is_upload: context.isUpload,
    mediaKey: null,
    mediaType: story?.mediaType ?? null,
    export_to_permanent_org: false,
    file_name: null,
  };
}
