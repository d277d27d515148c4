// The selected user's door: the AO_DIRECTORY_SELECTED_USER overview widget.
export { SelectedUserWidget } from './SelectedUserWidget';
export { selectedUserTexts } from './selected-user-texts';
