// The texts of the web's folders area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the folders pages. */
export const foldersLabels = {
  folder: 'Folder',
  editFolder: 'Edit folder',
  deleteFolder: 'Delete folder',
  folderName: 'Folder name',
  description: 'Description',
  folders: 'Folders',
  newFolder: 'New folder',
} as const;
