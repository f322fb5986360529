export { GameView } from './game-view.tsx';
export { GAME_CSS } from './game-css.ts';
