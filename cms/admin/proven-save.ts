/**
 * A collection's `admin.components.edit` with our Save, which asks for the code before a sensitive save
 * (cms/admin/proven-save-button.tsx); `saves` names the collection's rule there.
 */
export const provenSave = (saves: 'applications' | 'accounts' | 'applicant-files') => ({
  SaveButton: { path: '/cms/admin/proven-save-button#ProvenSaveButton', clientProps: { saves } },
})
