// What other features use of the events feature (the app composes its pages from their files).
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { EventNotFound } from './EventView';
export { fetchEventInfo } from './events-api';
export { FEW_LEFT, isBookable, performanceLabelKey } from './performance-state';
export { useVisibleEvents } from './use-events';
