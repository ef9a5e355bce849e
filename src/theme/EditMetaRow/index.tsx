// Replaces theme-classic `EditMetaRow` with nothing: the pages plugin has no `editUrl` and no last-update
// dates, so the theme never shows the row; the preview build's own "Szerkesztés" link
// (`src/components/shell/PreviewRibbon/EditLink`) is how a reviewer opens a page's source.
const EditMetaRow = (): null => null;
export default EditMetaRow;
