/** The switch's button, focused again once the app has rendered in the language chosen. */
export const LANGUAGE_BUTTON_ID = 'language-switch';
/** The open menu's list, which the button controls. */
export const LANGUAGE_LIST_ID = 'language-list';
