/** 인증 코드 입력 (cms/admin/prove-ahead.tsx), for a list whose reads of many rows or changes of many are asked (staffReadHooks). */
export const PROVE_AHEAD = '/cms/admin/prove-ahead#ProveAhead'

/**
 * A collection's `admin.components` for its sensitive acts: our Save, which asks for the code before a sensitive save
 * (cms/admin/proven-save-button.tsx; `saves` names the collection's rule there), and, for the acts of Payload's own
 * that have no slot to start them from (its delete of one document or many, its unlock), 인증 코드 입력 beside its
 * controls and in the list's menu (cms/admin/prove-ahead.tsx).
 */
export const askingComponents = (saves?: 'applications' | 'accounts' | 'applicant-files') => ({
  edit: { beforeDocumentControls: [PROVE_AHEAD], ...(saves && { SaveButton: { path: '/cms/admin/proven-save-button#ProvenSaveButton', clientProps: { saves } } }) },
  listMenuItems: [PROVE_AHEAD],
})
