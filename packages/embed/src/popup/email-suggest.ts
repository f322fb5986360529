/** The email suggestion chunk (mailcheck): loaded once a popup with a typo-checking email field shows. */
export { suggestEmail } from '@hookline/rules';
