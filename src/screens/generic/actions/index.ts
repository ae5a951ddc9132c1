export { ActionButton, type ActionButtonProps } from './action-button';
export { actionRequest, actOf } from './action-call';
export { ActionForm } from './action-form';
export { RecordActionButtons } from './record-action-buttons';
export { CollectionActionButtons, useSelectionActions } from './selection-actions';
export { useRunAction } from './use-run-action';
export { actionNamed, useActionRead, useActionReply } from './use-action-read';
