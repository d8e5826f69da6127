// The app bar actions' widths, in a module of their own: the navbar reserves their room on first
// paint without loading their code.

/** One action while its label shows under the icon: the longest label fits. */
export const NAV_ACTION_LABELLED_WIDTH = 76;
/** One action as an icon alone. */
export const NAV_ACTION_ICON_WIDTH = 40;
