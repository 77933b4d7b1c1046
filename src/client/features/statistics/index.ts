// What other features use of the statistics feature (the app composes its pages from their files).
// Written by scripts/walls/codemod.mjs from the imports it found: re-run it rather than edit.
export { ChartPanel, NO_DATA } from './ChartPanel';
export type { ChartData } from './ChartPanel';
export { LoadError } from './LoadError';
export { colours } from './chart-setup';
export { fetchDashboard } from './statistics-api';
