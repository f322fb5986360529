import { createContext } from 'react';

/**
 * The client id of the site whose popup is being edited, for controls deep in the forms that reach
 * the site's own data (the image picker's media library).
 */
export const EditorSiteContext = createContext('');
