/** `@theme/ColorModeToggle`: the light/dark switch (`className`); it reads and sets the colour mode itself. */
export { ColorModeToggle as default } from '../color-mode/ColorModeToggle.js';
