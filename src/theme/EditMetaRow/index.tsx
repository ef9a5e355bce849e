// Replaces theme-classic `EditMetaRow` with nothing: the pages plugin has no `editUrl` and no last-update
// dates, so the theme never shows the row (previews have their own edit link).
const EditMetaRow = (): null => null;
export default EditMetaRow;
